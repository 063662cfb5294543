package dev.tablewright.ui.explorer;

import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.Command;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.value.ObservableObjectValue;

/**
 * The live page's browse bar with its rules: Show and Load all once the table is described and no read
 * runs; Load more when the last read stopped at a page boundary; Cancel while a read runs.
 * Toolkit-free ({@code BrowseCommandsTest}).
 */
public final class BrowseCommands {
    private final Command show;
    private final Command more;
    private final Command all;
    private final Command cancel;

    BrowseCommands(BrowseViewModel browse, ObservableObjectValue<TableDesign> design) {
        BooleanBinding idle = browse.busyProperty().not();
        BooleanBinding described = new BooleanBinding() {
            {
                bind(design);
            }

            @Override
            protected boolean computeValue() {
                return design.get() != null;
            }
        };
        show = new Command(idle.and(described), browse::show);
        all = new Command(idle.and(described), browse::loadAll);
        more = new Command(idle.and(browse.moreProperty()), browse::loadMore);
        cancel = new Command(browse.busyProperty(), browse::cancel);
    }

    /** Show: the first page of what the bar says. */
    public Command show() {
        return show;
    }

    /** Load more: the next page. */
    public Command more() {
        return more;
    }

    /** Load all: every page, up to the cap. */
    public Command all() {
        return all;
    }

    /** Cancel: the read under way. */
    public Command cancel() {
        return cancel;
    }
}
