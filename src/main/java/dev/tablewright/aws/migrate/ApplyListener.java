package dev.tablewright.aws.migrate;

import dev.tablewright.engine.migrate.MigrationStep;

/**
 * What a run tells as it goes, from the thread running it (stepStarted, stepFinished) and from the
 * writer threads (itemsProgress, one call at a time): a listener that touches a screen hands over.
 */
public interface ApplyListener {
    /** @param index from 1 */
    void stepStarted(int index, int of, MigrationStep step);

    /**
     * Items of a scan step so far (this run and, on resume, the runs before it).
     *
     * @param expected the items the step is expected to read, -1 when not known
     */
    void itemsProgress(MigrationStep step, long read, long written, long expected);

    void stepFinished(MigrationStep step, StepResult result);

    ApplyListener NONE = new ApplyListener() {
        @Override
        public void stepStarted(int index, int of, MigrationStep step) {
        }

        @Override
        public void itemsProgress(MigrationStep step, long read, long written, long expected) {
        }

        @Override
        public void stepFinished(MigrationStep step, StepResult result) {
        }
    };
}
