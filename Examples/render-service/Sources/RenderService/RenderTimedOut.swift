/// A render that ran past the service's time limit and was cancelled.
struct RenderTimedOut: Error {}
