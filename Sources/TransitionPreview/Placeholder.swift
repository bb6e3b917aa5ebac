// Placeholder: filled in by the TransitionPreview work.
