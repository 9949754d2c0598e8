import CWidgetryPango
import Foundation
import Synchronization

/// ARGB32 image surfaces kept between renders: a widget is painted at the same few sizes again and again, and a
/// new surface is a new megabyte or more that the kernel must fault in and zero on first touch.
///
/// A surface taken from the pool is cleared to transparent, as a new one is, so painting gives the same pixels.
/// Each surface serves one render at a time; at most ``keptSurfaces`` are kept, the most recently returned.
enum SurfacePool {
    private struct Kept: @unchecked Sendable {
        let surface: OpaquePointer
        let width: Int32
        let height: Int32
    }

    private static let kept = Mutex<[Kept]>([])
    /// How many surfaces are kept for reuse.
    static let keptSurfaces = 4

    /// A cleared surface of the size, reused or new; give it back with ``giveBack(_:)`` or destroy it.
    static func take(width: Int32, height: Int32) -> OpaquePointer {
        let reused = kept.withLock { kept -> Kept? in
            guard let index = kept.lastIndex(where: { $0.width == width && $0.height == height }) else { return nil }
            return kept.remove(at: index)
        }
        guard let reused else { return cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)! }
        let surface = reused.surface
        cairo_surface_flush(surface)
        if let data = cairo_image_surface_get_data(surface) {
            memset(data, 0, Int(cairo_image_surface_get_stride(surface)) * Int(height))
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// Keeps a surface for the next render of its size (or destroys it, if it failed or the pool is full).
    static func giveBack(_ surface: OpaquePointer) {
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
            cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
        else {
            cairo_surface_destroy(surface)
            return
        }
        let entry = Kept(
            surface: surface, width: cairo_image_surface_get_width(surface),
            height: cairo_image_surface_get_height(surface))
        let evicted = kept.withLock { kept -> Kept? in
            kept.append(entry)
            return kept.count > keptSurfaces ? kept.removeFirst() : nil
        }
        if let evicted { cairo_surface_destroy(evicted.surface) }
    }
}
