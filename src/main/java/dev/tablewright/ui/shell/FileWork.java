package dev.tablewright.ui.shell;

import dev.tablewright.ui.common.DialogService;
import dev.tablewright.ui.common.TaskRunner;
import java.util.function.Consumer;

/**
 * What the parts of the document's file work share (opening, saving, keeping unsaved work): the
 * current file, the runner their disk work goes through, the dialogs they ask with and the status
 * line they report to.
 */
record FileWork(CurrentFile current, TaskRunner tasks, DialogService dialogs, Consumer<String> status) {
}
