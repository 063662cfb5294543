package dev.tablewright.ui.common;

/** What background work sees of its task: report progress, ask whether the user cancelled. */
public interface Progress {
    /** @param fraction 0..1, or negative when unknown */
    void update(double fraction, String message);

    boolean isCancelled();

    Progress NONE = new Progress() {
        @Override
        public void update(double fraction, String message) {
        }

        @Override
        public boolean isCancelled() {
            return false;
        }
    };
}
