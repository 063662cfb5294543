package dev.tablewright.model;

/** Model paths from their printed form, for tests that read best with the text. */
public final class TestPaths {
    private TestPaths() {
    }

    public static ModelPath p(String printed) {
        return ModelPath.parse(printed).orElseThrow(() -> new IllegalArgumentException("not a model path: " + printed));
    }
}
