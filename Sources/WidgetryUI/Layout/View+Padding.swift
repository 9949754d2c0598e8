import Foundation

extension View {
    /// Adds padding to the specified edges: the system default amount unless a length is given.
    ///
    /// For example, `.padding()` or `.padding(.horizontal, 8)`.
    ///
    /// - Parameters:
    ///   - edges: The edges to pad.
    ///   - length: The amount in points; `nil` for the system default.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(NodeModifier(modifier: .padding(.edges(edges, length))))
    }

    /// Adds the same padding to every edge.
    public func padding(_ length: CGFloat) -> some View {
        modifier(NodeModifier(modifier: .padding(.edges(.all, length))))
    }

    /// Adds different padding to each edge.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(NodeModifier(modifier: .padding(.insets(insets))))
    }
}
