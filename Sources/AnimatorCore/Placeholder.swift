// Placeholder: filled in by the AnimatorCore work.
