// Placeholder until the benchmark suite lands.
