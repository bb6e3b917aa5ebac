import AnimatorCore
import TransitionCompiler

extension ViewProps {
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
