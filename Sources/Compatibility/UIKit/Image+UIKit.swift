import Foundation
import WidgetryUI

extension Image {
    /// Creates a SwiftUI image from a UIKit image: a catalog image by name, a bitmap from its PNG bytes, or a
    /// symbol, with the image's rendering mode.
    ///
    /// ```swift
    /// Image(uiImage: UIImage(data: artworkData) ?? UIImage(systemName: "music.note")!)
    ///     .resizable()
    /// ```
    public init(uiImage: UIImage) {
        let mode: TemplateRenderingMode? =
            switch uiImage.renderingMode {
            case .automatic: nil
            case .alwaysOriginal: .original
            case .alwaysTemplate: .template
            }
        switch uiImage.content {
        case .asset(let name, _, _):
            self.init(assetName: name, renderingMode: mode)
        case .bitmap(let png):
            self.init(png: png, scale: uiImage.scale)
            if let mode { self = self.renderingMode(mode) }
        case .symbol(let name):
            self.init(symbolName: name, renderingMode: mode)
        }
    }
}
