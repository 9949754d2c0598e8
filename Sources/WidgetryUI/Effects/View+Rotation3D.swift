import Foundation

extension View {
    /// Rotates the view's drawing in three dimensions around an axis.
    ///
    /// For example, `Text("Flip").rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))`.
    ///
    /// A widget is a still image, so Widgetry draws the rotated view as seen from straight ahead without
    /// perspective: the orthographic projection of the rotation, which is an affine map. A rotation about the z axis
    /// is exactly `rotationEffect(_:anchor:)`; one about the y axis narrows the view by the cosine of the angle (and
    /// mirrors it past 90°), one about the x axis flattens it the same way vertically, and any other axis combines
    /// the two. iOS also foreshortens the far side by `perspective`, which Widgetry ignores, as it does `anchorZ`.
    ///
    /// - Parameters:
    ///   - angle: The angle to rotate by; positive angles turn counterclockwise looking down the axis.
    ///   - axis: The axis to rotate around; it need not be of unit length.
    ///   - anchor: The point of the view the axis passes through.
    ///   - anchorZ: The depth of the axis (ignored).
    ///   - perspective: The amount of perspective (ignored).
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some View {
        let map = Rotation3DProjection(angle: angle, axis: axis)
        return modifier(
            NodeModifier(modifier: .linearTransform(a: map.a, b: map.b, c: map.c, d: map.d, anchor: anchor)))
    }
}

/// The on-screen part of a 3D rotation: the top-left 2×2 block of its matrix, in y-down screen coordinates.
struct Rotation3DProjection: Equatable {
    var a: Double
    var b: Double
    var c: Double
    var d: Double

    /// The projection of a rotation by an angle around an axis (Rodrigues' formula); a zero axis leaves the
    /// view as it is.
    init(angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat)) {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite, angle.radians.isFinite else {
            (a, b, c, d) = (1, 0, 0, 1)
            return
        }
        // Screen coordinates have y down, so the axis' y is flipped; about z the result is `rotationEffect`'s.
        let (x, y, z) = (Double(axis.x / length), Double(-axis.y / length), Double(axis.z / length))
        let (cosine, sine) = (cos(angle.radians), sin(angle.radians))
        let t = 1 - cosine
        let m00 = cosine + x * x * t
        let m01 = x * y * t - z * sine
        let m10 = y * x * t + z * sine
        let m11 = cosine + y * y * t
        // DisplayTransform maps x' = a·x + c·y, y' = b·x + d·y.
        (a, c, b, d) = (m00, m01, m10, m11)
    }
}
