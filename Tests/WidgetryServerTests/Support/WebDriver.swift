import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A small W3C WebDriver client for Debian's `chromedriver` driving headless `chromium` on loopback: just what the
/// end-to-end test needs.
///
/// It speaks HTTP through HummingbirdTesting's NIO client: FoundationNetworking's URLSession refuses chromedriver's
/// answers, whose header lines have no space after the colon (`Content-Length:249`), with "Failed writing header".
final class WebDriver: Sendable {
    static let chromium = "/usr/bin/chromium"
    static let chromedriver = "/usr/bin/chromedriver"

    /// Why the browser cannot run here, or `nil` when it can.
    static var unavailableReason: String? {
        let manager = FileManager.default
        let missing = [chromium, chromedriver].filter { !manager.isExecutableFile(atPath: $0) }
        if missing.isEmpty { return nil }
        return
            "Chromium is not installed (missing \(missing.joined(separator: ", "))). Install Debian's 'chromium' and "
            + "'chromium-driver' (apt-get install -y chromium chromium-driver) to run the end-to-end browser test, or "
            + "set WIDGETRY_SKIP_BROWSER_TESTS=1 to skip it."
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let process: Process
    private let session: String
    private let profile: URL

    /// Starts chromedriver on a free loopback port and opens a headless Chromium session.
    static func start(width: Int = 1280, height: Int = 900) async throws -> WebDriver {
        let port = try freePort()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromedriver)
        process.arguments = ["--port=\(port)", "--allowed-ips=127.0.0.1"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let started = AsyncStream.makeStream(of: Void.self)
        let seen = Mutex("")
        output.fileHandleForReading.readabilityHandler = { handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            let all = seen.withLock { buffer -> String in
                buffer += text
                return buffer
            }
            if all.contains("started successfully") || text.isEmpty { started.continuation.finish() }
        }
        try process.run()
        // Wait for the driver to say it listens (its own output), for at most 20 s.
        let ready = try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask {
                for await _ in started.stream {}
                return true
            }
            group.addTask {
                try await Task.sleep(for: .seconds(20))
                return false
            }
            let first = try await group.next() ?? false
            group.cancelAll()
            started.continuation.finish()
            return first
        }
        output.fileHandleForReading.readabilityHandler = nil
        guard ready, process.isRunning else {
            process.terminate()
            throw Failure(description: "chromedriver did not start: \(seen.withLock { $0 })")
        }
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-chromium-\(UUID())")
        let capabilities: [String: Any] = [
            "capabilities": [
                "alwaysMatch": [
                    "browserName": "chrome",
                    "goog:chromeOptions": [
                        "binary": chromium,
                        "args": [
                            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                            "--window-size=\(width),\(height)", "--force-device-scale-factor=1",
                            "--user-data-dir=\(profile.path)", "--no-first-run", "--disable-extensions",
                        ],
                    ],
                ]
            ]
        ]
        do {
            let created = try await request(port: port, "POST", "/session", capabilities)
            guard let value = created["value"] as? [String: Any], let session = value["sessionId"] as? String else {
                throw Failure(description: "chromedriver did not open a session: \(created)")
            }
            return WebDriver(process: process, port: port, session: session, profile: profile)
        } catch {
            process.terminate()
            throw error
        }
    }

    private let port: Int

    private init(process: Process, port: Int, session: String, profile: URL) {
        self.process = process
        self.port = port
        self.session = session
        self.profile = profile
    }

    /// Ends the session and the driver.
    func quit() async {
        _ = try? await command("DELETE", "")
        // chromedriver ignores SIGTERM: terminate() left one driver running per test, orphaned once the tests ended.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: profile)
    }

    func setTimeouts(implicit: Int, script: Int) async throws {
        _ = try await command("POST", "/timeouts", ["implicit": implicit, "script": script, "pageLoad": 30000])
    }

    func open(_ url: String) async throws {
        _ = try await command("POST", "/url", ["url": url])
    }

    /// The element a CSS selector finds (waiting up to the implicit timeout).
    func element(_ selector: String) async throws -> String {
        let reply = try await command("POST", "/element", ["using": "css selector", "value": selector])
        guard let value = reply["value"] as? [String: Any],
            let id = value.first(where: { $0.key.hasPrefix("element-") })?.value as? String
        else { throw Failure(description: "No element matches '\(selector)': \(reply)") }
        return id
    }

    func click(_ element: String) async throws {
        _ = try await command("POST", "/element/\(element)/click", [:])
    }

    func clear(_ element: String) async throws {
        _ = try await command("POST", "/element/\(element)/clear", [:])
    }

    func type(_ text: String, into element: String) async throws {
        _ = try await command("POST", "/element/\(element)/value", ["text": text])
    }

    /// Runs a script in the page and returns its result.
    @discardableResult
    func execute(_ script: String, _ arguments: [Any] = []) async throws -> Any? {
        try await command("POST", "/execute/sync", ["script": script, "args": arguments])["value"]
    }

    /// Runs a script that calls its last argument when done; the wait happens in the browser.
    @discardableResult
    func executeAsync(_ script: String, _ arguments: [Any] = []) async throws -> Any? {
        try await command("POST", "/execute/async", ["script": script, "args": arguments])["value"]
    }

    /// Waits, in the browser, until a JavaScript expression is truthy; returns the milliseconds it took.
    @discardableResult
    func waitUntil(_ expression: String, timeout: Int = 45000) async throws -> Double {
        let script = """
            var done = arguments[arguments.length - 1], start = performance.now();
            (function check() {
              var ok = false;
              try { ok = !!(\(expression)); } catch (e) { ok = false; }
              if (ok) return done(performance.now() - start);
              if (performance.now() - start > \(timeout)) return done(-1);
              setTimeout(check, 20);
            })();
            """
        let value = try await executeAsync(script)
        let elapsed = (value as? NSNumber)?.doubleValue ?? (value as? Double) ?? -1
        if elapsed < 0 { throw Failure(description: "Timed out after \(timeout) ms waiting for: \(expression)") }
        return elapsed
    }

    /// Emulates the system's appearance, `prefers-color-scheme` (`"light"` or `"dark"`), through the DevTools
    /// protocol; pages that follow it restyle at once.
    func emulateColorScheme(_ scheme: String) async throws {
        let feature: [String: Any] = ["name": "prefers-color-scheme", "value": scheme]
        _ = try await devTools("Emulation.setEmulatedMedia", ["features": [feature]])
    }

    /// Emulates a phone's viewport of `width`×`height` CSS pixels at 1× (the page's `width=device-width` applies).
    func emulatePhone(width: Int, height: Int) async throws {
        _ = try await devTools(
            "Emulation.setDeviceMetricsOverride",
            ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": true])
    }

    /// Runs a DevTools protocol command through chromedriver.
    private func devTools(_ command: String, _ parameters: [String: Any]) async throws -> [String: Any] {
        try await self.command("POST", "/goog/cdp/execute", ["cmd": command, "params": parameters])
    }

    /// A PNG screenshot of the window.
    func screenshot() async throws -> Data {
        let reply = try await command("GET", "/screenshot")
        guard let text = reply["value"] as? String, let data = Data(base64Encoded: text) else {
            throw Failure(description: "No screenshot: \(reply)")
        }
        return data
    }

    private func command(_ method: String, _ path: String, _ body: [String: Any]? = nil) async throws -> [String: Any] {
        try await Self.request(port: port, method, "/session/\(session)\(path)", body)
    }

    /// One request on its own connection (chromedriver closes connections after answering).
    private static func request(
        port: Int, _ method: String, _ path: String, _ body: [String: Any]?
    ) async throws -> [String: Any] {
        let headers: HTTPFields = [.contentType: "application/json; charset=utf-8"]
        let data = try body.map { try JSONSerialization.data(withJSONObject: $0) }
        let request = TestClient.Request(
            path, method: HTTPRequest.Method(rawValue: method)!, authority: "127.0.0.1:\(port)", headers: headers,
            body: data.map { ByteBuffer(bytes: $0) })
        let response = try await TestClient.withClient(
            host: "127.0.0.1", port: port, configuration: TestClient.Configuration(timeout: .seconds(60))
        ) { client in try await client.execute(request) }
        let bytes = response.body.map { Data($0.readableBytesView) } ?? Data()
        let object = (try? JSONSerialization.jsonObject(with: bytes)) as? [String: Any] ?? [:]
        if response.status.code >= 400 {
            throw Failure(
                description: "WebDriver \(method) \(path) failed (\(response.status.code)): \(object["value"] ?? "")")
        }
        return object
    }

    /// A port nothing listens on now, from the kernel.
    static func freePort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "socket() failed") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) }
        }
        guard bound == 0 else { throw Failure(description: "bind() failed") }
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        guard named == 0 else { throw Failure(description: "getsockname() failed") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

extension WebDriver {
    /// Starts a browser, runs `body` with it and quits it; when `body` throws, the page's screenshot is kept first
    /// (as `browser-<failureName>.png`, see ``BrowserEndToEndTests/keep(_:name:)``), so a failed run shows what the
    /// browser saw.
    static func session(keepingOnFailure failureName: String, _ body: (WebDriver) async throws -> Void) async throws {
        let browser = try await WebDriver.start()
        do {
            try await body(browser)
            await browser.quit()
        } catch {
            if let shot = try? await browser.screenshot() { BrowserEndToEndTests.keep(shot, name: failureName) }
            await browser.quit()
            throw error
        }
    }
}
