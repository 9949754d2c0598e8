import Foundation

/// The current phase of an asynchronous image loading operation.
public enum AsyncImagePhase: Sendable {
    /// No image is loaded.
    case empty
    /// An image succesfully loaded.
    case success(Image)
    /// An image failed to load with an error.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error that occurred when attempting to load an image, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// A view that asynchronously loads and displays an image — which a widget never does.
///
/// WidgetKit draws a widget's view once, synchronously, so on iOS an `AsyncImage` in a widget never starts loading
/// and shows its placeholder (the `.empty` phase) in every entry; Widgetry does the same. Load the data in the
/// timeline provider and show it with `Image(uiImage:)`, `Image(nsImage:)` or an image in the entry instead. The
/// placeholder of `AsyncImage(url:)` fills the space offered with the system's secondary fill color, as SwiftUI's
/// does.
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: CGFloat
    let transaction: Transaction
    /// The author's content, or `nil` for `AsyncImage(url:scale:)`, which shows the image or a placeholder.
    let content: ((AsyncImagePhase) -> Content)?

    /// Loads and displays an image from the specified URL; in a widget, the placeholder.
    ///
    /// - Parameters:
    ///   - url: The URL of the image to display.
    ///   - scale: The scale to use for the image.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.scale = scale
        self.transaction = Transaction()
        self.content = nil
    }

    /// Loads and displays a modifiable image from the specified URL using a custom placeholder until the image
    /// loads — in a widget, always the placeholder.
    ///
    /// - Parameters:
    ///   - url: The URL of the image to display.
    ///   - scale: The scale to use for the image.
    ///   - content: A closure that takes the loaded image as an input, and returns the view to show.
    ///   - placeholder: A closure that returns the view to show until the load operation completes successfully.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale, transaction: Transaction()) { phase -> _ConditionalContent<I, P> in
            if let image = phase.image { return _ConditionalContent(storage: .trueContent(content(image))) }
            return _ConditionalContent(storage: .falseContent(placeholder()))
        }
    }

    /// Loads and displays a modifiable image from the specified URL in phases — in a widget, the `.empty` phase.
    ///
    /// - Parameters:
    ///   - url: The URL of the image to display.
    ///   - scale: The scale to use for the image.
    ///   - transaction: The transaction to use when the phase changes.
    ///   - content: A closure that takes the load phase as an input, and returns the view to display for the
    ///     specified phase.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        self.content = content
    }

    public var body: some View {
        if let content {
            content(.empty)
        } else {
            // The standard placeholder: the secondary system fill over the whole space offered.
            Rectangle().fill(.fill.secondary)
        }
    }
}
