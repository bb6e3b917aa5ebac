import UIKit

// The app classes the goldens name (`appliesTo:`); an app declares its own.
final class DetailViewController: UIViewController {}
