import WidgetryUI

extension PreviewDescriptor {
    /// `#Preview(_:body:)`; the macro expands into a call to this, which is public only for that reason.
    @MainActor
    public static func _preview(
        fileID: String, line: Int, _ name: String? = nil,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) -> PreviewDescriptor {
        let body = UncheckedSendableBox(body)
        return PreviewDescriptor(name: name, fileID: fileID, line: line, kind: .view, family: nil, widget: nil) {
            [PreviewStep { AnyView(body.value()) }]
        }
    }
}
