import Foundation
import Testing

/// External tools the browser and PNG tests use, and the rule for when they are missing:
/// with `CI` set the test fails (CI must install them: Scripts/install-test-tools); otherwise it
/// is skipped with a printed reason.
enum Tools {
    static func find(_ names: [String]) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for name in names {
            for dir in path.split(separator: ":") where !dir.isEmpty {
                let candidate = String(dir) + "/" + name
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    /// The tool's path, or nil after failing (CI) or printing why the test is skipped.
    static func require(_ names: [String], package: String, for test: String) -> String? {
        if let path = find(names) { return path }
        let message = "\(test): \(names.joined(separator: " or ")) not found (Debian package \(package); run Scripts/install-test-tools)"
        if ProcessInfo.processInfo.environment["CI"] != nil {
            Issue.record("\(message); CI must install it")
        } else {
            print("SKIPPED \(message)")
        }
        return nil
    }

    static func tempDir(_ tag: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transc-render-\(tag)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Runs a program to completion, stdout and stderr to files; returns (status, stdout, stderr).
    @discardableResult
    static func run(_ path: String, _ arguments: [String], in dir: URL, timeout: Double = 120) throws -> (Int32, String, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = dir
        let outURL = dir.appendingPathComponent("out-\(UUID().uuidString).txt")
        let errURL = dir.appendingPathComponent("err-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)
        process.standardOutput = outHandle
        process.standardError = errHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { process.terminate(); process.waitUntilExit() }
        try? outHandle.close()
        try? errHandle.close()
        let out = (try? String(contentsOf: outURL, encoding: .utf8)) ?? ""
        let err = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
        return (process.terminationStatus, out, err)
    }

    /// Pixels of a PNG (8-bit, non-interlaced: what chromium and rsvg-convert write) read with
    /// python3's standard zlib and struct: one (r, g, b, a) per point.
    static func pixels(of png: URL, at points: [(Int, Int)]) throws -> [(Int, Int, Int, Int)] {
        guard let python = find(["python3"]) else { throw ToolError("python3 is needed to decode PNGs") }
        let dir = png.deletingLastPathComponent()
        let script = dir.appendingPathComponent("png_pixels.py")
        try Data(pngScript.utf8).write(to: script)
        let args = [script.path, png.path] + points.flatMap { [String($0.0), String($0.1)] }
        let (status, out, err) = try run(python, args, in: dir)
        guard status == 0 else { throw ToolError("png decode failed: \(err)") }
        let rows = out.split(separator: "\n").map { $0.split(separator: " ").compactMap { Int($0) } }
        guard rows.count == points.count, rows.allSatisfy({ $0.count == 4 }) else { throw ToolError("png decode output: \(out)") }
        return rows.map { ($0[0], $0[1], $0[2], $0[3]) }
    }

    static func size(of png: URL) throws -> (Int, Int) {
        let data = try Data(contentsOf: png)
        guard data.count > 24 else { throw ToolError("not a PNG") }
        let b = [UInt8](data.prefix(24))
        func be(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        return (be(16), be(20))
    }

    static let pngScript = #"""
import sys, zlib, struct
path = sys.argv[1]
pts = [(int(sys.argv[i]), int(sys.argv[i + 1])) for i in range(2, len(sys.argv), 2)]
data = open(path, 'rb').read()
assert data[:8] == b'\x89PNG\r\n\x1a\n', 'not a PNG'
pos, idat, plte = 8, b'', b''
while pos < len(data):
    ln, = struct.unpack('>I', data[pos:pos + 4]); typ = data[pos + 4:pos + 8]; body = data[pos + 8:pos + 8 + ln]
    pos += 12 + ln
    if typ == b'IHDR': w, h, depth, ctype, _, _, inter = struct.unpack('>IIBBBBB', body)
    elif typ == b'IDAT': idat += body
    elif typ == b'PLTE': plte = body
    elif typ == b'IEND': break
assert depth == 8 and inter == 0, 'unsupported PNG'
bpp = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[ctype]
raw = zlib.decompress(idat)
stride = w * bpp
need = max(y for _, y in pts) + 1 if pts else 0
rows, prev, i = [], bytearray(stride), 0
for y in range(min(h, need)):
    f = raw[i]; line = bytearray(raw[i + 1:i + 1 + stride]); i += 1 + stride
    if f == 1:
        for x in range(bpp, stride): line[x] = (line[x] + line[x - bpp]) & 255
    elif f == 2:
        for x in range(stride): line[x] = (line[x] + prev[x]) & 255
    elif f == 3:
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            line[x] = (line[x] + ((a + prev[x]) >> 1)) & 255
    elif f == 4:
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0; b = prev[x]; c = prev[x - bpp] if x >= bpp else 0
            p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[x] = (line[x] + (a if pa <= pb and pa <= pc else (b if pb <= pc else c))) & 255
    rows.append(line); prev = line
for x, y in pts:
    if not (0 <= x < w and 0 <= y < h): print('-1 -1 -1 -1'); continue
    px = rows[y][x * bpp:(x + 1) * bpp]
    if ctype == 2: r, g, b, a = px[0], px[1], px[2], 255
    elif ctype == 6: r, g, b, a = px
    elif ctype == 0: r = g = b = px[0]; a = 255
    elif ctype == 4: r = g = b = px[0]; a = px[1]
    else: r, g, b = plte[px[0] * 3:px[0] * 3 + 3]; a = 255
    print(r, g, b, a)
"""#
}

struct ToolError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
