import Foundation
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing

@testable import WidgetryServer

/// The open-URL webhook is POSTed once, to the URL given: a redirect is reported, never followed (following a
/// 302 would turn the POST into a GET elsewhere).
@Suite struct WebhookRedirectTests {
    @Test func aRedirectIsNotFollowed() async throws {
        let followed = Mutex(0)
        let router = Router()
        router.post("hook") { _, _ in
            Response(status: .found, headers: [.location: "/elsewhere"])
        }
        router.get("elsewhere") { _, _ -> HTTPResponse.Status in
            followed.withLock { $0 += 1 }
            return .ok
        }
        router.post("elsewhere") { _, _ -> HTTPResponse.Status in
            followed.withLock { $0 += 1 }
            return .ok
        }
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let url = try #require(URL(string: "http://127.0.0.1:\(port)/hook"))
            let status = try await OpenedURLs.deliver(Data(#"{"url":"mygame://x"}"#.utf8), to: url)
            #expect(status == 302)
        }
        #expect(followed.withLock { $0 } == 0)
    }
}
