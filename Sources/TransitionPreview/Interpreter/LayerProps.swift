import AnimatorCore
import TransitionCompiler

extension ViewProps {
    /// Clipping and corner shapes as the timeline reports them: nil at UIKit's defaults.
    var clipState: ClipState? {
        let s = ClipState(clips: clips, corners: corners, cornerCurve: cornerCurve)
        return s == .none ? nil : s
    }

    /// The shadow and border as the timeline reports them.
    var layerStyle: LayerStyle {
        var s = LayerStyle()
        s.shadowColor = shadowColor.rgba
        s.shadowOpacity = shadowOpacity
        s.shadowRadius = shadowRadius
        s.shadowOffsetWidth = shadowOffset.width
        s.shadowOffsetHeight = shadowOffset.height
        s.borderWidth = borderWidth
        s.borderColor = borderColor.rgba
        return s
    }
}
