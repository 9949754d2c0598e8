import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import WidgetryIntents
import WidgetryPanels
import WidgetryServer

/// The OpenAPI document lists every 401 a route answers: each route is called without the server's token, and a
/// route that answers 401 must say so in the document.
@Suite struct OpenAPIUnauthorizedTests {
    @Test func everyRouteThatAnswers401ListsIt() async throws {
        let dashboard = Dashboard(
            device: "trmnl-og", widgets: [Dashboard.Item(kind: "Ticker", family: "systemSmall", x: 20, y: 20)])
        let token = "openapi-token-0123456789"
        let harness = try await ServerHarness.make(
            token: token, panels: PanelConfiguration(dashboards: ["hall": dashboard]))
        let document = try await harness.test { client in
            try await client.send(.get, "/api/openapi.json", headers: [.authorization: "Bearer \(token)"]).json
        }
        let paths = try #require(document["paths"]?.objectValue)
        var answered401 = 0
        for route in OpenAPITests.routes {
            let path = route.path.replacingOccurrences(
                of: #"\{[A-Za-z]+\}"#, with: "x", options: .regularExpression)
            let method = HTTPRequest.Method(rawValue: route.method.uppercased())!
            let status = try await harness.test { client in
                try await client.send(method, path, body: method == .get || method == .delete ? nil : "{}").status
            }
            let listed = paths[route.path]?[route.method]?["responses"]?["401"] != nil
            if status == 401 {
                answered401 += 1
                #expect(listed, "\(route.method.uppercased()) \(route.path) answers 401 but the document lists none")
            }
        }
        #expect(answered401 > 40, "the token guards the page's routes")
    }
}
