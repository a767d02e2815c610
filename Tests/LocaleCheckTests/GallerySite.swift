import Foundation

/// A gallery built by `locale-check gallery`, served on 127.0.0.1 and rendered by headless
/// Chromium once for the whole suite: each page's DOM as `chromium --dump-dom` printed it, and
/// the widths tools/gallery-widths.py measured.
struct GallerySite: Sendable {
    /// The locales, families and options of the gallery the tests load.
    static let arguments = [
        "--locale", "en_US,ar_EG,he_IL,zh_CN", "--family", "dates,calendars,ranges,periods,durations",
        "--mode", "date", "--calendar", "chinese",
    ]

    /// `$CHROMIUM` when set, else Debian's chromium; `nil` when that is not an executable file
    /// (`CHROMIUM=/nonexistent` checks how the suite behaves without a browser).
    static let chromium: String? = {
        let candidates =
            ProcessInfo.processInfo.environment["CHROMIUM"].map { [$0] } ?? [
                "/usr/bin/chromium", "/usr/bin/chromium-browser",
            ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Whether this is a CI run (`CI` set), where a missing browser is a failure, not a skip.
    static let isCI = ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty } ?? false

    /// Each page's path under the folder and the DOM Chromium rendered for it.
    let pages: [String: String]
    /// One column as widths.json records it.
    struct MeasuredColumn: Sendable {
        let field: String
        let widest: String
        let width: Double
    }

    /// The pages of DIR/widths.json (as the widths script wrote it), by path, each with its columns.
    let widths: [String: [MeasuredColumn]]
    /// What `gallery` printed, for failure messages.
    let galleryOutput: String
    /// Seconds taken: build, render every page, measure.
    let seconds: Double

    /// Why the site could not be made.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The site, made on first use (gallery, server, one chromium run per page, widths).
    static let shared: Result<GallerySite, Failure> = {
        guard let chromium else { return .failure(Failure(description: "no chromium")) }
        do {
            return .success(try GallerySite(chromium: chromium))
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(description: "\(error)"))
        }
    }()

    private init(chromium: String) throws {
        let start = Date()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let gallery = try LocaleCheckRunner.run(["gallery"] + Self.arguments + ["--out", folder], timeLimit: 300)
        guard gallery.status == 0 else {
            throw Failure(description: "gallery exited \(gallery.status): \(gallery.stderr)")
        }
        galleryOutput = gallery.stdout
        let index = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
        let paths = index.matches(of: /<a href="([^"]+\.html)">/).map { String($0.output.1) }
        let server = try LocalServer(folder: folder)
        defer { server.stop() }
        var pages: [String: String] = [:]
        for path in paths {
            let dump = try LocaleCheckRunner.run(
                [
                    "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom",
                    "http://127.0.0.1:\(server.port)/\(path)",
                ], executable: chromium, timeLimit: 120)
            guard dump.status == 0, dump.stdout.contains("</html>") else {
                throw Failure(
                    description: "chromium --dump-dom \(path) exited \(dump.status): \(dump.stderr.suffix(500))")
            }
            pages[path] = dump.stdout
        }
        self.pages = pages
        let script = CLIReferenceTests.root.appendingPathComponent("tools/gallery-widths.py").path
        let measured = try LocaleCheckRunner.run(
            [script, folder], environment: ["CHROMIUM": chromium], executable: "/usr/bin/python3", timeLimit: 300)
        guard measured.status == 0 else {
            throw Failure(description: "gallery-widths.py exited \(measured.status): \(measured.stderr)")
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/widths.json"))
        let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        var widths: [String: [MeasuredColumn]] = [:]
        for page in json["pages"] as? [[String: Any]] ?? [] {
            widths[page["page"] as? String ?? "?"] = (page["columns"] as? [[String: Any]] ?? []).map { column in
                MeasuredColumn(
                    field: column["field"] as? String ?? "", widest: column["widest"] as? String ?? "",
                    width: column["width"] as? Double ?? 0)
            }
        }
        self.widths = widths
        seconds = Date().timeIntervalSince(start)
    }

    /// `python3 -m http.server`'s server on 127.0.0.1, on a port the system picks.
    private struct LocalServer {
        let process: Process
        let port: Int

        init(folder: String) throws {
            process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
            process.arguments = [
                "-c",
                """
                import functools, http.server, sys
                class Quiet(http.server.SimpleHTTPRequestHandler):
                    def log_message(self, *args): pass
                class Server(http.server.ThreadingHTTPServer):
                    def handle_error(self, *args): pass
                server = Server(("127.0.0.1", 0), functools.partial(Quiet, directory=sys.argv[1]))
                print(server.server_address[1], flush=True)
                server.serve_forever()
                """,
                folder,
            ]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            // The port line comes once the socket listens.
            var line = Data()
            while !line.contains(0x0A) {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                line += chunk
            }
            guard let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
            else {
                kill(process.processIdentifier, SIGKILL)
                throw Failure(description: "the local server printed no port")
            }
            self.port = port
        }

        /// Kills the server: SIGKILL, because a child started from a test's worker thread
        /// inherits its blocked SIGTERM.
        func stop() {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }
}
