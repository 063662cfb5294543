package dev.tablewright.aws.commit;

import java.util.List;
import java.util.Locale;

/**
 * What a commit did to one table, and how far it got.
 *
 * @param action        what the commit was to do to the table itself
 * @param stage         how far that went
 * @param unsure        whether the step after {@code stage} may have happened too (its answer was lost and
 *                      the table could not be looked at afterwards)
 * @param indexesAdded  GSIs added to an existing table ({@link ExistingTables#ADD}, {@link ExistingTables#RESUME})
 * @param notes         what was noticed and left as it is (an index that differs, an LSI that cannot be added)
 * @param refused       sample items DynamoDB would refuse (a missing key …), left out, one line each
 * @param modelItems    the model's items for the table (what the Sandbox holds)
 * @param alreadyThere  of those, the ones a resume found in the table as the model has them (not written again)
 * @param items         what writing the others came to
 * @param settings      what became of each setting the commit set (or would have), one line each in the report
 * @param vectorIndexes what became of each vector index the commit created (or would have), one line each
 */
public record TableCommit(String table, Action action, Stage stage, boolean unsure, List<String> indexesAdded,
        List<String> notes, List<String> refused, long modelItems, long alreadyThere, WriteTally items,
        List<SettingOutcome> settings, List<VectorIndexOutcome> vectorIndexes) {
    public enum Action { CREATED, REPLACED, KEPT, RESUMED }

    /** How far the table itself got before the items. */
    public enum Stage {
        /** Nothing done to it yet (a kept table is there as it was). */
        UNTOUCHED,
        /** Replaced: deleted, not created again yet. */
        DELETED,
        /** Created (ACTIVE), or kept with its missing GSIs added: ready for the items. */
        READY
    }

    public TableCommit {
        indexesAdded = List.copyOf(indexesAdded);
        notes = List.copyOf(notes);
        refused = List.copyOf(refused);
        settings = List.copyOf(settings);
        vectorIndexes = List.copyOf(vectorIndexes);
    }

    /** A table whose commit made no vector index. */
    public TableCommit(String table, Action action, Stage stage, boolean unsure, List<String> indexesAdded,
            List<String> notes, List<String> refused, long modelItems, long alreadyThere, WriteTally items,
            List<SettingOutcome> settings) {
        this(table, action, stage, unsure, indexesAdded, notes, refused, modelItems, alreadyThere, items, settings,
                List.of());
    }

    /** A table whose commit set no settings. */
    public TableCommit(String table, Action action, Stage stage, boolean unsure, List<String> indexesAdded,
            List<String> notes, List<String> refused, long modelItems, long alreadyThere, WriteTally items) {
        this(table, action, stage, unsure, indexesAdded, notes, refused, modelItems, alreadyThere, items, List.of());
    }

    /** The settings whose call failed after its retries (a resume makes them again). */
    public List<SettingOutcome> failedSettings() {
        return settings.stream().filter(o -> o.status() == SettingOutcome.Status.FAILED).toList();
    }

    /** The model's items the table does not hold as the model has them: failed, or never sent. */
    public long notWritten() {
        return Math.max(0, modelItems - alreadyThere - items.written());
    }

    /** Whether the table got all the way: ready, every setting's call made, and every item of the model in it. */
    public boolean complete() {
        return stage == Stage.READY && notWritten() == 0 && failedSettings().isEmpty();
    }

    /** What the report's line calls it: "created", "replaced", "deleted, not created again", "not created" … */
    public String outcome() {
        if (stage == Stage.READY) {
            return action.name().toLowerCase(Locale.ROOT);
        }
        switch (action) {
            case REPLACED:
                return stage == Stage.DELETED ? "deleted, not created again" : "not replaced";
            case CREATED:
                return "not created";
            default:
                return "kept";
        }
    }

    /**
     * Where the table stands, as one clause: "Movies was deleted and created again; 0 of 49 items
     * written", "Movies was deleted but not created again; 0 of 49 items written", "Movies may have been
     * created; 0 of 49 items written", "Movies was kept; 12 of 49 items written (37 already there)".
     */
    public String state() {
        return table + " " + tableState() + String.format(Locale.ROOT, "; %,d of %,d items written", items.written(),
                modelItems) + (alreadyThere > 0 ? String.format(Locale.ROOT, " (%,d already there)", alreadyThere) : "");
    }

    private String tableState() {
        switch (action) {
            case REPLACED:
                if (stage == Stage.READY) {
                    return "was deleted and created again";
                }
                if (stage == Stage.DELETED) {
                    return unsure ? "was deleted and may have been created again" : "was deleted but not created again";
                }
                return unsure ? "may have been deleted" : "was not deleted";
            case CREATED:
                if (stage == Stage.READY) {
                    return "was created";
                }
                return unsure ? "may have been created" : "was not created";
            default:
                return "was kept" + (indexesAdded.isEmpty() ? "" : " (index" + (indexesAdded.size() == 1 ? " " : "es ")
                        + String.join(", ", indexesAdded) + " added)");
        }
    }
}
