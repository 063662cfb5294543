package dev.tablewright.app;

/** Plain entry point (not an Application subclass, so {@code java -jar} works with JavaFX on the class path). */
public final class Launcher {
    private Launcher() {
    }

    public static void main(String[] args) {
        System.out.println("Tablewright");
    }
}
