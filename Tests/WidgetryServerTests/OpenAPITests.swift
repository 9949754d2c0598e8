import Foundation
import HummingbirdTesting
import Testing
import WidgetryIntents
import WidgetryServer

@Suite struct OpenAPITests {
    /// Every route the server answers, as the document must list it.
    static let routes: [(method: String, path: String)] = [
        ("get", "/"), ("get", "/api/host"), ("get", "/api/widgets"), ("get", "/api/widgets/{kind}"),
        ("get", "/api/widgets/{kind}/preview.{format}"), ("get", "/api/instances"), ("post", "/api/instances"),
        ("get", "/api/instances/{id}"), ("delete", "/api/instances/{id}"),
        ("put", "/api/instances/{id}/configuration"), ("get", "/api/instances/{id}/ledger"),
        ("get", "/api/instances/{id}/render.{format}"), ("post", "/api/instances/{id}/actions/{action}"),
        ("post", "/api/instances/{id}/open-url"), ("get", "/api/opened-urls"), ("post", "/api/reload"),
        ("get", "/api/configurations"), ("post", "/api/recommendations/invalidate"), ("post", "/api/push"),
        ("get", "/api/events"), ("get", "/api/openapi.json"), ("get", "/api/activities"), ("post", "/api/activities"),
        ("get", "/api/activities/{id}"), ("delete", "/api/activities/{id}"),
        ("get", "/api/activities/{id}/render.{format}"), ("post", "/3/device/{token}"), ("get", "/api/push-tokens"),
        ("put", "/api/activities/{id}/content"), ("post", "/api/activities/{id}/end"),
        ("post", "/api/activities/{id}/open-url"),
        ("get", "/api/controls"), ("post", "/api/controls"), ("post", "/api/controls/reload"),
        ("get", "/api/controls/{id}"),
        ("delete", "/api/controls/{id}"), ("post", "/api/controls/{id}/actions/{action}"),
        ("get", "/api/controls/{id}/render.{format}"), ("put", "/api/controls/{id}/configuration"),
        ("get", "/api/setup"), ("get", "/api/display"), ("post", "/api/log"), ("get", "/api/panels/screens/{name}"),
        ("get", "/api/panels"), ("post", "/api/panels/devices/{id}/approve"), ("delete", "/api/panels/devices/{id}"),
        ("get", "/metrics"), ("get", "/api/hosts"),
        ("get", "/api/stacks"), ("post", "/api/stacks"), ("get", "/api/stacks/{id}"), ("patch", "/api/stacks/{id}"),
        ("delete", "/api/stacks/{id}"), ("post", "/api/stacks/{id}/members"), ("put", "/api/stacks/{id}/members"),
        ("delete", "/api/stacks/{id}/members/{instanceID}"),
    ]

    @Test func documentIsOpenAPI31AndDescribesEveryRoute() async throws {
        let harness = try await ServerHarness.make()
        let reply = try await harness.test { client in try await client.send(.get, "/api/openapi.json") }
        #expect(reply.status == 200)
        let document = reply.json
        #expect(document["openapi"]?.stringValue?.hasPrefix("3.1") == true)
        #expect(document["info"]?["title"] != nil)
        let paths = try #require(document["paths"]?.objectValue)
        for route in Self.routes {
            #expect(paths[route.path]?[route.method] != nil, "\(route.method.uppercased()) \(route.path) is missing")
        }
        #expect(paths.count == Set(Self.routes.map(\.path)).count, "the document lists no route the server lacks")
        let schemas = try #require(document["components"]?["schemas"]?.objectValue)
        #expect(schemas["Error"]?["properties"]?["error"]?["required"] == ["message", "code"])
        // Every $ref resolves.
        for ref in Self.references(in: document) {
            let name = String(ref.dropFirst("#/components/schemas/".count))
            #expect(schemas[name] != nil, "\(ref) does not resolve")
        }
    }

    /// Validates the document with the Python `openapi-spec-validator` where it is installed
    /// (`pip install openapi-spec-validator`); the structural checks above run everywhere.
    @Test(.enabled(if: OpenAPITests.validatorInstalled, "openapi-spec-validator is not installed"))
    func documentPassesTheOpenAPISpecValidator() async throws {
        let harness = try await ServerHarness.make()
        let reply = try await harness.test { client in try await client.send(.get, "/api/openapi.json") }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-openapi-\(UUID()).json")
        try reply.body.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let (status, output) = try Self.python(
            "from openapi_spec_validator import validate; import json, sys; validate(json.load(open(sys.argv[1])))",
            file.path)
        #expect(status == 0, "\(output)")
    }

    static func references(in json: IntentJSON) -> [String] {
        switch json {
        case .object(let members):
            return (members["$ref"]?.stringValue.map { [$0] } ?? []) + members.values.flatMap(references)
        case .array(let elements): return elements.flatMap(references)
        default: return []
        }
    }

    static let validatorInstalled: Bool = {
        (try? python("import openapi_spec_validator").0) == 0
    }()

    static func python(_ script: String, _ arguments: String...) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
