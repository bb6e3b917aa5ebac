/// A view of a transition, by index into `TransitionIR.views`.
public struct ViewID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// 32 bits: a step, a target's expressions and a view read each hold ids, and a file of at
    /// most 8 MiB declares far fewer views (issue 17: a step was 80 bytes with an `Int` id, 72 now).
    private var stored: Int32
    public var rawValue: Int {
        get { Int(stored) }
        set { stored = Int32(clamping: newValue) }
    }
    public init(_ rawValue: Int) { stored = Int32(clamping: rawValue) }

    /// The built-in views always hold these ids.
    public static let container = ViewID(0)
    public static let sourceRoot = ViewID(1)
    public static let destinationRoot = ViewID(2)

    public static func < (a: ViewID, b: ViewID) -> Bool { a.rawValue < b.rawValue }
    public var description: String { "view#\(rawValue)" }
}

public struct ViewDecl: Sendable {
    public var id: ViewID
    /// The name the spec gives it (`thumbnail`); for built-ins `container`, `source`,
    /// `destination`, `dimming`. Valid as a Swift identifier.
    public var name: String
    public var kind: ViewKind
    /// Where it was declared (the `views:` entry; the document start for built-ins).
    public var range: SourceRange
    /// A stand-in for a declaration that had errors (its kind is a placeholder overlay): it keeps
    /// the name declared so its uses don't cascade into unknown-name or hierarchy errors.
    public var isPlaceholder = false
    /// A provided list (`cells: source.visibleCells[]`, kind `.provided`): the view controller
    /// provides `[UIView]`, any count at run time. Only whole-list steps (`set`) and tracks
    /// (with `stagger`) may use it; an expression never reads it (StaggeredLists.swift).
    public var isList = false

    public init(id: ViewID, name: String, kind: ViewKind, range: SourceRange) {
        self.id = id
        self.name = name
        self.kind = kind
        self.range = range
    }

    /// How the view is called during `operation`: built-in roots are `from`/`to` (the
    /// context's keys; in a modal transition `presenting`/`presented`, as written), every other
    /// view keeps its own name. The timeline uses these names.
    public func displayName(in operation: Operation) -> String {
        // A modal transition's roots are written presenting/presented, which never swap (issue 20).
        if case .root(let side) = kind, operation.context == .modal { return side == .source ? "presenting" : "presented" }
        if case .root(let side) = kind { return side.contextKey(in: operation).rawValue }
        return name
    }
}

public enum ViewKind: Sendable {
    /// The transition context's container view.
    case container
    /// The root view of the source or destination view controller.
    case root(Side)
    /// A subview a view controller provides by name (`from.selectedImageView`): becomes a
    /// requirement of a generated protocol that the view controller adopts.
    case provided(Side, property: String)
    /// A snapshot of another view made when it is added, placed over that view in container space.
    case snapshot(of: ViewID)
    /// A plain view made for the transition, covering the container, of the given colour.
    case overlay(color: Expr)
    /// The presentation controller's dimming view (modal, with `presentation.dimming`).
    case dimming
    /// A view the presentation controller owns from present to dismiss (`presentation: chrome:`;
    /// its entry is `TransitionIR.chrome(id)`).
    case chrome(ChromeIR.Kind)
    /// A `UIVisualEffectView` made for the transition, covering the container, whose blur
    /// effect (`blur: 0 -> 1`) animates in and out.
    case blur(style: BlurStyle)
    /// An image view made for the transition with a provided image view's image, aspect-filled
    /// and clipped (`imageSnapshot(thumbnail)`), placed over that view in container space; the
    /// provided view is then required as a `UIImageView`.
    case imageSnapshot(of: ViewID)
    /// `tiles(source, columns: 8, rows: 12)`: a list (`ViewDecl.isList`) of snapshots of the
    /// regions of a view, made when inserted, each over its region (Tiles.swift).
    case tiles(of: ViewID, grid: TileGrid)

    public var isRoot: Bool { if case .root = self { return true } else { return false } }
    public var isChrome: Bool { if case .chrome = self { return true } else { return false } }
    /// The presentation controller's own views: the dimming view and chrome.
    public var isPresentationOwned: Bool {
        switch self {
        case .dimming, .chrome: return true
        default: return false
        }
    }
    /// Views that the transition itself creates (they must be added before use and are never
    /// part of either view controller).
    public var isTransient: Bool {
        switch self {
        case .snapshot, .overlay, .blur, .imageSnapshot, .tiles: return true
        default: return false
        }
    }
}

/// `UIBlurEffect.Style`'s cases (iOS 13+), by their Swift names.
public enum BlurStyle: String, Sendable, CaseIterable {
    case extraLight, light, dark, regular, prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark

    /// Whether the style darkens (the previews tint with black instead of white).
    public var isDark: Bool { rawValue == "dark" || rawValue.hasSuffix("Dark") }
}
