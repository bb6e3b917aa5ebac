import Foundation

/// A screen image for the preview (`preview: { from: { image: screens/grid.png } }`): read and
/// checked when the spec is checked, embedded by the renderers so SVG and HTML stay
/// self-contained. Ignored by emit-swift.
public struct PreviewImage: Sendable, Equatable {
    public enum Format: String, Sendable { case png, jpeg }
    /// The path as written in the spec (relative to the spec's folder).
    public var path: String
    public var format: Format
    public var pixelWidth: Int
    public var pixelHeight: Int
    public var bytes: [UInt8]

    public var mimeType: String { format == .png ? "image/png" : "image/jpeg" }
}

/// Reads preview images with bounds, so that a huge or hostile file is refused by its header
/// before anything is decoded (the renderers never decode either: they embed the bytes).
enum PreviewImageLoader {
    /// A screen at 3× is about 1290 × 2796 pixels; a poster-sized file is a mistake.
    static let maxBytes = 4 << 20
    static let maxSide = 4096

    enum Failure: Error, Equatable {
        case unreadable(String)
        case notAnImage
        case tooLarge(String)
    }

    /// `path` relative to the folder of the spec at `specPath` (as the user gave it).
    static func load(_ path: String, relativeTo specPath: String) -> Result<PreviewImage, Failure> {
        let base = URL(fileURLWithPath: specPath).deletingLastPathComponent()
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return .failure(.unreadable("no such file")) }
        guard !isDirectory.boolValue else { return .failure(.unreadable("it is a folder")) }
        let size = ((try? fm.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maxBytes else {
            return .failure(.tooLarge("the file is \(size) bytes; a preview image may be at most \(maxBytes >> 20) MiB"))
        }
        guard let handle = try? FileHandle(forReadingFrom: url), let data = try? handle.readToEnd() else {
            return .failure(.unreadable("it cannot be read"))
        }
        let bytes = [UInt8](data)
        guard let (format, width, height) = header(bytes) else { return .failure(.notAnImage) }
        guard width > 0, height > 0 else { return .failure(.notAnImage) }
        guard width <= maxSide, height <= maxSide else {
            return .failure(.tooLarge("it is \(width) × \(height) pixels; a preview image may be at most \(maxSide) × \(maxSide)"))
        }
        return .success(PreviewImage(path: path, format: format, pixelWidth: width, pixelHeight: height, bytes: bytes))
    }

    /// The format and pixel size from the file's header: PNG's IHDR, or a JPEG's first
    /// start-of-frame marker. nil: neither.
    static func header(_ b: [UInt8]) -> (PreviewImage.Format, Int, Int)? {
        func be(_ i: Int, _ n: Int) -> Int { (0..<n).reduce(0) { $0 << 8 | Int(b[i + $1]) } }
        if b.count >= 24, b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), Array(b[12..<16]) == Array("IHDR".utf8) {
            return (.png, be(16, 4), be(20, 4))
        }
        guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            let length = be(i + 2, 2)
            // SOF0…SOF15 except DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return (.jpeg, be(i + 7, 2), be(i + 5, 2))
            }
            guard length >= 2 else { return nil }
            i += 2 + length
        }
        return nil
    }
}
