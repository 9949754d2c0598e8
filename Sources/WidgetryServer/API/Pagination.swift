import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore

/// One page of a listing, from `?limit=N&offset=M`: listings answer with a JSON array of at most `limit` items
/// and, when more follow, a `Link: </api/…?limit=N&offset=M>; rel="next"` header (RFC 8288) and the total in
/// `X-Total-Count`, so a client follows `next` links until there are none.
///
/// For example, `GET /api/instances?limit=2` answers two instances and
/// `Link: </api/instances?limit=2&offset=2>; rel="next"`.
struct Pagination: Sendable, Equatable {
    /// How many items a page holds.
    let limit: Int
    /// How many items come before the page.
    let offset: Int

    /// The page size when the request gives none, and the largest it may ask for, of each listing.
    struct Sizes: Sendable {
        let standard: Int
        let maximum: Int
    }

    /// `GET /api/instances`: each instance carries its state, so pages are small.
    static let instances = Sizes(standard: 50, maximum: 100)
    /// `GET /api/instances/{id}/ledger`.
    static let ledger = Sizes(standard: 100, maximum: 500)
    /// `GET /api/activities`.
    static let activities = Sizes(standard: 50, maximum: 100)
    /// `GET /api/opened-urls`.
    static let openedURLs = Sizes(standard: 100, maximum: 100)

    /// Reads `limit` and `offset` from a request's query.
    ///
    /// - throws: ``WidgetServerError`` (400) naming `limit` or `offset` when it is not a whole number in range.
    init(query uri: URI, sizes: Sizes) throws {
        let query = uri.queryParameters
        var limit = sizes.standard
        if let text = query["limit"] {
            guard let value = Int(text), (1...sizes.maximum).contains(value) else {
                throw WidgetServerError.badRequest(
                    "Query item 'limit' is '\(text)'; use a whole number from 1 to \(sizes.maximum).", field: "limit")
            }
            limit = value
        }
        var offset = 0
        if let text = query["offset"] {
            guard let value = Int(text), value >= 0 else {
                throw WidgetServerError.badRequest(
                    "Query item 'offset' is '\(text)'; use a whole number from 0, such as the one in the 'next' "
                        + "link.", field: "offset")
            }
            offset = value
        }
        self.limit = limit
        self.offset = offset
    }

    /// The page's range of a collection's indices.
    func range(in count: Int) -> Range<Int> {
        min(offset, count)..<min(offset + limit, count)
    }

    /// The page's slice of a collection.
    func page<Element>(of items: [Element]) -> ArraySlice<Element> {
        items[range(in: items.count)]
    }

    /// A JSON array response of a page with its `Link` and `X-Total-Count` headers.
    func response(_ page: some Encodable, total: Int, path: String) throws -> Response {
        response(json: try APIJSON.encoder.encode(page), total: total, path: path)
    }

    /// A response of a page already encoded as a JSON array, with its `Link` and `X-Total-Count` headers.
    func response(json: Data, total: Int, path: String) -> Response {
        var response = APIJSON.response(json)
        response.headers[.xTotalCount] = String(total)
        if offset + limit < total {
            response.headers[.link] = "<\(path)?limit=\(limit)&offset=\(offset + limit)>; rel=\"next\""
        }
        return response
    }
}

extension HTTPField.Name {
    /// `Link` (RFC 8288).
    static let link = HTTPField.Name("Link")!
    /// `X-Total-Count`: how many items a paginated listing has in all.
    static let xTotalCount = HTTPField.Name("X-Total-Count")!
}
