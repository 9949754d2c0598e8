import Foundation
import Hummingbird
import WidgetryHost
import WidgetryIntents
import WidgetryKit

extension ServerContext {
    /// Smart Stacks: `GET|POST /api/stacks`, `GET|PATCH|DELETE /api/stacks/{id}`,
    /// `POST /api/stacks/{id}/members`, `PUT /api/stacks/{id}/members` (reorder) and
    /// `DELETE /api/stacks/{id}/members/{instanceID}`.
    func addStackRoutes(to router: Router<BasicRequestContext>) {
        router.get("/api/stacks") { _, _ in
            let families = await self.stackFamilies()
            let stacks = await self.host.stacks().map { StackJSON($0, families: families, ledger: false) }
            return try APIJSON.response(["stacks": stacks])
        }
        router.post("/api/stacks") { request, _ in
            let body = try APIJSON.object(try await APIJSON.body(of: request))
            try APIJSON.rejectUnknown(body, known: ["id", "name", "members", "smartRotate", "chosenTop"])
            let id = try Self.optionalID(in: body)
            let name = try APIJSON.string(body, "name", example: "Morning") ?? "Smart Stack"
            let members = try Self.memberList(body) ?? []
            let status = try await self.stackCall {
                try await self.host.createStack(
                    id: id, name: name, members: members,
                    smartRotate: try APIJSON.bool(body, "smartRotate") ?? true,
                    chosenTop: try APIJSON.string(body, "chosenTop", example: "kitchen-weather"))
            }
            var response = try await self.stackResponse(status, status: .created)
            response.headers[.location] = "/api/stacks/\(status.stack.id)"
            return response
        }
        router.get("/api/stacks/{id}") { _, context in
            let id = try Self.pathParameter("id", context)
            return try await self.stackResponse(try await self.stackCall { try await self.host.stackStatus(id: id) })
        }
        router.patch("/api/stacks/{id}") { request, context in
            let id = try Self.pathParameter("id", context)
            let body = try APIJSON.object(try await APIJSON.body(of: request))
            try APIJSON.rejectUnknown(body, known: ["name", "smartRotate", "chosenTop", "members"])
            var update = StackUpdate(
                name: try APIJSON.string(body, "name", example: "Morning"), members: try Self.memberList(body),
                smartRotate: try APIJSON.bool(body, "smartRotate"))
            if body["chosenTop"]?.isNull == true {
                update.clearsChosenTop = true
            } else {
                update.chosenTop = try APIJSON.string(body, "chosenTop", example: "kitchen-weather")
            }
            return try await self.stackResponse(
                try await self.stackCall { try await self.host.updateStack(id: id, update) })
        }
        router.delete("/api/stacks/{id}") { _, context in
            let id = try Self.pathParameter("id", context)
            try await self.stackCall { try await self.host.deleteStack(id: id) }
            return APIJSON.noContent
        }
        router.post("/api/stacks/{id}/members") { request, context in
            let id = try Self.pathParameter("id", context)
            let body = try APIJSON.object(try await APIJSON.body(of: request))
            try APIJSON.rejectUnknown(body, known: ["instanceID", "position"])
            let instanceID = try APIJSON.requiredString(body, "instanceID", example: "kitchen-weather")
            var position: Int?
            if let value = body["position"], !value.isNull {
                guard let int = value.intValue, int >= 0 else {
                    throw WidgetServerError.badRequest(
                        "Field 'position' is \(value.kindDescription); give a whole number from 0.", field: "position")
                }
                position = int
            }
            return try await self.stackResponse(
                try await self.stackCall {
                    try await self.host.addStackMember(stackID: id, instanceID: instanceID, at: position)
                })
        }
        router.put("/api/stacks/{id}/members") { request, context in
            let id = try Self.pathParameter("id", context)
            let body = try APIJSON.object(try await APIJSON.body(of: request))
            try APIJSON.rejectUnknown(body, known: ["members"])
            guard let members = try Self.memberList(body) else {
                throw WidgetServerError.badRequest(
                    "Field 'members' is missing. Give the member ids in their new order.", field: "members")
            }
            let current = try await self.stackCall { try await self.host.stackStatus(id: id) }
            guard Set(members) == Set(current.stack.members), members.count == current.stack.members.count else {
                throw WidgetServerError.badRequest(
                    "Field 'members' must list the stack's members, each once, in the new order: "
                        + current.stack.members.map { "'\($0)'" }.joined(separator: ", ")
                        + ". Add or remove members with POST or DELETE /api/stacks/\(id)/members.",
                    field: "members")
            }
            return try await self.stackResponse(
                try await self.stackCall { try await self.host.updateStack(id: id, StackUpdate(members: members)) })
        }
        router.delete("/api/stacks/{id}/members/{instanceID}") { _, context in
            let id = try Self.pathParameter("id", context)
            let instanceID = try Self.pathParameter("instanceID", context)
            return try await self.stackResponse(
                try await self.stackCall { try await self.host.removeStackMember(stackID: id, instanceID: instanceID) })
        }
    }

    /// Each instance's family, for the stacks' JSON.
    func stackFamilies() async -> [String: String] {
        Dictionary(uniqueKeysWithValues: await host.widgets().map { ($0.id, $0.family.rawValue) })
    }

    func stackResponse(_ status: StackStatus, status code: HTTPResponse.Status = .ok) async throws -> Response {
        try APIJSON.response(StackJSON(status, families: await stackFamilies(), ledger: true), status: code)
    }

    /// Runs a host call, turning a ``StackError`` into the answer that fits: 404, 409 or 400.
    func stackCall<T: Sendable>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as StackError {
            switch error.code {
            case .unknownStack:
                throw WidgetServerError(statusCode: 404, code: error.code.rawValue, message: error.message)
            case .stackExists:
                throw WidgetServerError(
                    statusCode: 409, code: error.code.rawValue, message: error.message, field: error.field)
            case .unknownInstance, .invalidStack:
                throw WidgetServerError.badRequest(error.message, field: error.field, code: error.code.rawValue)
            }
        } catch {
            throw WidgetServerError.from(error)
        }
    }

    /// The `members` array of a body: instance ids.
    static func memberList(_ body: [String: IntentJSON]) throws -> [String]? {
        guard let value = body["members"], !value.isNull else { return nil }
        guard let array = value.arrayValue, let ids = Optional(array.compactMap(\.stringValue)),
            ids.count == array.count
        else {
            throw WidgetServerError.badRequest(
                "Field 'members' is \(value.kindDescription); give an array of widget instance ids.", field: "members")
        }
        // Refused before the host is asked, so an oversized list never reaches the stacks' serial queue.
        guard ids.count <= WidgetStack.maximumMembers else {
            throw WidgetServerError.badRequest(
                "Field 'members' lists \(ids.count) widgets; a stack holds at most \(WidgetStack.maximumMembers), "
                    + "as on iOS. Put the rest in another stack.", field: "members", code: "tooManyMembers")
        }
        return ids
    }
}
