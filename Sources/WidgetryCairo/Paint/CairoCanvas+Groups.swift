import CWidgetryPango
import Foundation
import WidgetryDisplayList

extension CairoCanvas {
    /// Draws a group: transform, clip, then the children composited with opacity, blend mode and shadow.
    func drawGroup(_ group: DisplayGroup) {
        guard group.opacity > 0 else { return }
        cairo_save(cr)
        let t = group.transform
        if t != .identity {
            var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_transform(cr, &matrix)
        }
        if let clip = group.clip {
            cairo_new_path(cr)
            addPath(clip.shape, in: clip.frame)
            cairo_set_fill_rule(cr, clip.isEvenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_clip(cr)
        }
        if let shadow = group.shadow, shadow.color.opacity > 0 {
            drawShadow(shadow, of: group.items)
        }
        let composited = group.opacity < 1 || group.blendMode != .normal
        if let radius = group.blurRadius, radius > 0 {
            // SwiftUI's blur radius is the Gaussian's standard deviation in points.
            cairo_push_group(cr)
            drawBlurred(group.items, sigma: radius)
            cairo_pop_group_to_source(cr)
            cairo_set_operator(cr, Self.cairoOperator(group.blendMode))
            cairo_paint_with_alpha(cr, clamp(group.opacity))
        } else if composited {
            cairo_push_group(cr)
            draw(group.items)
            cairo_pop_group_to_source(cr)
            cairo_set_operator(cr, Self.cairoOperator(group.blendMode))
            cairo_paint_with_alpha(cr, clamp(group.opacity))
        } else {
            draw(group.items)
        }
        cairo_restore(cr)
    }

    /// Draws the children's silhouette blurred, offset and in the shadow's color, below where they will be drawn.
    ///
    /// The silhouette is rendered offscreen in device pixels (at `rasterScale` for vector output), blurred with a
    /// Gaussian of σ = radius / 2 points, and used as a mask.
    private func drawShadow(_ shadow: DisplayShadow, of items: [DisplayItem]) {
        let bounds = items.reduce(CGRect.null) { $0.union($1.frame) }
        guard !bounds.isNull, bounds.width > 0 || bounds.height > 0 else { return }
        let margin = shadow.radius * 1.5 + 1
        let area = bounds.insetBy(dx: -margin, dy: -margin)
        // Pixels per point of the offscreen: the context's own scale for rasters, `rasterScale` for vectors.
        var xx = 1.0, yx = 0.0
        cairo_user_to_device_distance(cr, &xx, &yx)
        let userScale = max(hypot(xx, yx), 0.01)
        let pixelScale =
            cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE
            ? userScale : rasterScale
        let width = Int32((area.width * pixelScale).rounded(.up))
        let height = Int32((area.height * pixelScale).rounded(.up))
        guard width > 0, height > 0, width < 16_384, height < 16_384 else { return }
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, width, height)!
        defer { cairo_surface_destroy(mask) }
        let offscreen = cairo_create(mask)!
        cairo_scale(offscreen, pixelScale, pixelScale)
        cairo_translate(offscreen, -area.minX, -area.minY)
        CairoCanvas(offscreen, rasterScale: rasterScale, imageAssets: imageAssets).draw(items)
        cairo_destroy(offscreen)
        ImageFilters.blurAlpha(mask, sigma: shadow.radius / 2 * pixelScale)
        cairo_save(cr)
        cairo_translate(cr, area.minX + shadow.x, area.minY + shadow.y)
        cairo_scale(cr, 1 / pixelScale, 1 / pixelScale)
        setColor(shadow.color)
        cairo_mask_surface(cr, mask, 0, 0)
        cairo_restore(cr)
    }

    static func cairoOperator(_ mode: DisplayBlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        // Cairo has no plus-darker; multiply is the closest darkening operator.
        case .plusDarker: CAIRO_OPERATOR_MULTIPLY
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}
