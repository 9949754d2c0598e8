import Foundation
import HummingbirdTesting
import Testing
import WidgetryServer

/// The documented scale range (1–4) is the renderer's: `scale=4` used to be a 500 in every format.
@Suite struct RenderScaleTests {
    @Test(arguments: ["png", "svg", "pdf", "html"])
    func scaleFourRendersInEveryFormat(format: String) async throws {
        let harness = try await ServerHarness.make()
        try await harness.addLoaded(id: "c1")
        let reply = try await harness.test { client in
            try await client.send(.get, "/api/instances/c1/render.\(format)?scale=4")
        }
        #expect(reply.status == 200, "\(reply.text.prefix(300))")
        if format == "png" {
            let width = reply.body[16..<20].reduce(0) { $0 << 8 | Int($1) }
            #expect(width == 680, "170 pt at 4×")
        }
    }
}
