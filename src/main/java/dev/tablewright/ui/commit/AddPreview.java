package dev.tablewright.ui.commit;

import dev.tablewright.aws.commit.CommitPlan;
import dev.tablewright.aws.commit.ExistingTables;
import java.util.ArrayList;
import java.util.List;

/**
 * What Add or Resume will change in the existing tables, as a check found it, said before Commit changes
 * it: the settings it changes, what it leaves as it is, and what it does with the vector indexes.
 */
record AddPreview(List<String> settingChanges, List<String> settingNotes, List<String> vectorIndexChanges) {
    static final AddPreview NONE = new AddPreview(List.of(), List.of(), List.of());

    AddPreview {
        settingChanges = List.copyOf(settingChanges);
        settingNotes = List.copyOf(settingNotes);
        vectorIndexChanges = List.copyOf(vectorIndexChanges);
    }

    /** The preview of an ADD plan of the tables found with the model's keys; none without one. */
    static AddPreview of(CommitPlan adding) {
        return adding == null ? NONE
                : new AddPreview(adding.settingChanges(), adding.settingNotes(), adding.vectorIndexChanges());
    }

    /**
     * "Commit first changes these settings of the existing tables: Orders: stream: off → NEW_IMAGE; …",
     * then what it leaves and the vector indexes' lines; empty unless {@code existing} adds or resumes.
     */
    String text(ExistingTables existing) {
        if (existing != ExistingTables.ADD && existing != ExistingTables.RESUME) {
            return "";
        }
        List<String> parts = new ArrayList<>();
        if (!settingChanges.isEmpty()) {
            parts.add("Commit first changes these settings of the existing tables: " + String.join("; ", settingChanges)
                    + ".");
        }
        if (!settingNotes.isEmpty()) {
            parts.add("It leaves these as they are: " + String.join("; ", settingNotes) + ".");
        }
        if (!vectorIndexChanges.isEmpty()) {
            // The plan's own lines: what it creates (one UpdateTable each), skips or leaves as it is.
            parts.add("Vector indexes: " + String.join("; ", vectorIndexChanges) + ".");
        }
        return String.join(" ", parts);
    }
}
