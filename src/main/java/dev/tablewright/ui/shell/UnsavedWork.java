package dev.tablewright.ui.shell;

import dev.tablewright.ui.common.DialogService.RecoveryChoice;
import dev.tablewright.ui.common.Document;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.List;

/**
 * The crash-recovery side of the document: a copy is kept while it has unsaved changes, copies an
 * earlier run left are offered at start, and quitting clears the copy. Without a {@link Recovery}
 * (tests, a home that cannot be written) there are no copies and each step goes straight on.
 */
final class UnsavedWork {
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM)
            .withZone(ZoneId.systemDefault());

    private final FileWork work;
    private final Recovery recovery;

    /** @param recovery where crash-recovery copies go; null for none */
    UnsavedWork(Recovery recovery, FileWork work) {
        this.work = work;
        this.recovery = recovery;
        Document document = work.current().document();
        document.modelProperty().addListener((o, a, b) -> keepCopy());
        document.dirtyProperty().addListener((o, a, b) -> keepCopy());
    }

    /** Offers the copies an earlier run left; runs {@code otherwise} when none is recovered. */
    void offer(Runnable otherwise) {
        if (recovery == null) {
            otherwise.run();
            return;
        }
        work.tasks().run("Looking for unsaved work", progress -> recovery.findAll(), outcome -> outcome.dispatch(
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
            RecoveryChoice choice = work.dialogs().askToRecover(copy.documentName(), WHEN.format(copy.savedAt()));
            if (choice == RecoveryChoice.LATER) {
                recovery.keepForLater(copy);
                return choice;
            }
            if (choice == RecoveryChoice.RECOVER) {
                return choice;
            }
            if (work.dialogs().confirm("Discard unsaved work?", "The unsaved changes to " + copy.documentName()
                    + " will be lost for good.", "Discard")) {
                recovery.discard(copy);
                return choice;
            }
        }
    }

    private void recover(Recovery.Recovered copy) {
        recovery.discard(copy); // the document is unsaved: a fresh copy of it is kept from now on
        work.current().document().loadUnsaved(copy.model());
        work.current().set(copy.originalFile(), copy.documentName());
        work.current().selectFirstTable(copy.model());
        work.status().accept("Recovered unsaved changes to " + copy.documentName());
    }

    /** Quitting: work deliberately discarded is not offered again; {@code exit} runs once that is on disk. */
    void clearThen(Runnable exit) {
        if (recovery == null) {
            exit.run();
            return;
        }
        recovery.clear();
        // The copy's deletion reaches the disk before the app ends, without the FX thread waiting for it.
        work.tasks().run("Closing", progress -> {
            recovery.flush();
            return null;
        }, outcome -> exit.run());
    }

    private void keepCopy() {
        if (recovery == null) {
            return;
        }
        Document document = work.current().document();
        if (document.model() != null && document.dirtyProperty().get()) {
            recovery.schedule(document.model(), work.current().file(), work.current().name());
        } else {
            recovery.clear();
        }
    }
}
