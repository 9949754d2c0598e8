import HTTPTypes
import Hummingbird

/// Counts every answered request in ``ServerMetrics``: by method, the route template the router matched and the
/// status; pushes (`POST /3/device/{token}`, `POST /api/push`) also by their push type. It runs first, so requests
/// refused before routing (a missing token, a foreign `Host`) are counted too, as `unrouted`.
struct MetricsMiddleware<Context: RequestContext>: RouterMiddleware {
    let metrics: ServerMetrics

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let response: Response
        do {
            response = try await next(request, context)
        } catch {
            let status = (error as? any HTTPResponseError)?.status.code ?? 500
            count(request, route: context.endpointPath, status: status)
            throw error
        }
        count(request, route: context.endpointPath, status: response.status.code)
        return response
    }

    private func count(_ request: Request, route: String?, status: Int) {
        metrics.countRequest(method: request.method.rawValue, route: route, status: status)
        guard request.method == .post, let route else { return }
        if route == "/3/device/{token}" {
            metrics.countPush(endpoint: "apns", type: request.headers[HTTPField.Name("apns-push-type")!])
        } else if route == "/api/push" {
            metrics.countPush(endpoint: "api", type: "widgets")
        }
    }
}
