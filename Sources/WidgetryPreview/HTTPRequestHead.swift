import Foundation

/// The start line and target of an HTTP/1.1 request, as the preview server reads it: GET only, bounded in size.
public struct HTTPRequestHead: Sendable, Equatable {
    /// The most bytes a request head may take.
    public static let maximumSize = 16 * 1024

    /// The method, such as `GET`.
    public var method: String
    /// The path without its query, percent-decoded, such as `/previews.json`.
    public var path: String
    /// The query's parameters, percent-decoded.
    public var query: [String: String]

    /// Why a request is refused: the status to answer and a sentence saying why.
    public struct Refusal: Error, Sendable, Equatable {
        /// The HTTP status.
        public var status: Int
        /// What was wrong.
        public var message: String
    }

    /// Parses a request head (everything before the blank line).
    ///
    /// - throws: ``Refusal`` with 431 for a head over ``maximumSize``, 400 for a malformed start line, 405 for a
    ///   method other than GET.
    public init(parsing bytes: [UInt8]) throws {
        guard bytes.count <= Self.maximumSize else {
            throw Refusal(status: 431, message: "The request head is over \(Self.maximumSize) bytes.")
        }
        let text = String(decoding: bytes, as: UTF8.self)
        guard let startLine = text.split(separator: "\r\n", maxSplits: 1, omittingEmptySubsequences: false).first
        else {
            throw Refusal(status: 400, message: "The request has no start line.")
        }
        let parts = startLine.split(separator: " ")
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else {
            throw Refusal(status: 400, message: "The start line '\(startLine.prefix(80))' is not 'GET /path HTTP/1.1'.")
        }
        method = String(parts[0])
        guard method == "GET" else {
            throw Refusal(status: 405, message: "The preview server answers GET only, not \(method.prefix(16)).")
        }
        let target = parts[1]
        let pieces = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        path = String(pieces[0]).removingPercentEncoding ?? String(pieces[0])
        query = [:]
        if pieces.count > 1 {
            for pair in pieces[1].split(separator: "&") {
                let keyValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let decode = { (text: Substring) in
                    text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(text)
                }
                query[decode(keyValue[0])] = keyValue.count > 1 ? decode(keyValue[1]) : ""
            }
        }
    }

    /// The index just past the blank line that ends a head in `buffer`, or `nil` when it has not arrived yet.
    public static func endOfHead(in buffer: [UInt8]) -> Int? {
        guard buffer.count >= 4 else { return nil }
        for index in 3..<buffer.count
        where buffer[index - 3] == 13 && buffer[index - 2] == 10 && buffer[index - 1] == 13 && buffer[index] == 10 {
            return index + 1
        }
        return nil
    }
}

/// An answer of the preview server.
public enum HTTPResponse: Sendable {
    /// A complete body with a status and content type.
    case body(status: Int, contentType: String, Data)
    /// A server-sent event stream: the connection stays open and receives the session's updates.
    case eventStream

    /// A plain-text error.
    public static func error(_ status: Int, _ message: String) -> HTTPResponse {
        .body(status: status, contentType: "text/plain; charset=utf-8", Data((message + "\n").utf8))
    }

    /// The reason phrase of a status.
    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 431: "Request Header Fields Too Large"
        default: "Error"
        }
    }
}
