package dev.tablewright.ui.shell;

import dev.tablewright.ui.common.DialogService;
import dev.tablewright.ui.common.DialogService.RecoveryChoice;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.TaskRunner;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.List;
import java.util.function.Consumer;

/**
 * The crash-recovery side of the document: a copy is kept while it has unsaved changes, copies an
 * earlier run left are offered at start, and quitting clears the copy. Without a {@link Recovery}
 * (tests, a home that cannot be written) there are no copies and each step goes straight on.
 */
final class UnsavedWork {
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM)
            .withZone(ZoneId.systemDefault());

    private final Recovery recovery;
    private final CurrentFile current;
    private final TaskRunner tasks;
    private final DialogService dialogs;
    private final Consumer<String> status;

    /** @param recovery where crash-recovery copies go; null for none */
    UnsavedWork(Recovery recovery, CurrentFile current, TaskRunner tasks, DialogService dialogs,
            Consumer<String> status) {
        this.recovery = recovery;
        this.current = current;
        this.tasks = tasks;
        this.dialogs = dialogs;
        this.status = status;
        Document document = current.document();
        document.modelProperty().addListener((o, a, b) -> keepCopy());
        document.dirtyProperty().addListener((o, a, b) -> keepCopy());
    }

    /** Offers the copies an earlier run left; runs {@code otherwise} when none is recovered. */
    void offer(Runnable otherwise) {
        if (recovery == null) {
            otherwise.run();
            return;
        }
        tasks.run("Looking for unsaved work", progress -> recovery.findAll(), outcome -> outcome.dispatch(
                found -> offer(found, otherwise),
                failure -> otherwise.run(),
                otherwise)); // the user chose not to wait: start as usual
    }

    /** Offers each copy in turn; the first one recovered is opened and the rest wait for the next start. */
    private void offer(List<Recovery.Recovered> copies, Runnable otherwise) {
        for (Recovery.Recovered copy : copies) {
            if (decide(copy) == RecoveryChoice.RECOVER) {
                recover(copy);
                return;
            }
        }
        otherwise.run();
    }

    /** Recover, Discard (asked once more: it cannot be undone) or Decide later (the copy is kept). */
    private RecoveryChoice decide(Recovery.Recovered copy) {
        while (true) {
            RecoveryChoice choice = dialogs.askToRecover(copy.documentName(), WHEN.format(copy.savedAt()));
            if (choice == RecoveryChoice.LATER) {
                recovery.keepForLater(copy);
                return choice;
            }
            if (choice == RecoveryChoice.RECOVER) {
                return choice;
            }
            if (dialogs.confirm("Discard unsaved work?", "The unsaved changes to " + copy.documentName()
                    + " will be lost for good.", "Discard")) {
                recovery.discard(copy);
                return choice;
            }
        }
    }

    private void recover(Recovery.Recovered copy) {
        recovery.discard(copy); // the document is unsaved: a fresh copy of it is kept from now on
        current.document().loadUnsaved(copy.model());
        current.set(copy.originalFile(), copy.documentName());
        current.selectFirstTable(copy.model());
        status.accept("Recovered unsaved changes to " + copy.documentName());
    }

    /** Quitting: work deliberately discarded is not offered again; {@code exit} runs once that is on disk. */
    void clearThen(Runnable exit) {
        if (recovery == null) {
            exit.run();
            return;
        }
        recovery.clear();
        // The copy's deletion reaches the disk before the app ends, without the FX thread waiting for it.
        tasks.run("Closing", progress -> {
            recovery.flush();
            return null;
        }, outcome -> exit.run());
    }

    private void keepCopy() {
        if (recovery == null) {
            return;
        }
        Document document = current.document();
        if (document.model() != null && document.dirtyProperty().get()) {
            recovery.schedule(document.model(), current.file(), current.name());
        } else {
            recovery.clear();
        }
    }
}
