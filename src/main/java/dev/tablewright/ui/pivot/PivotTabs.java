package dev.tablewright.ui.pivot;

import dev.tablewright.ui.failure.FailedPane;
import dev.tablewright.ui.failure.Guarded;
import javafx.scene.Node;
import javafx.scene.control.Tooltip;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;

/**
 * Keeps one centre tab per grid and per vector index panel, after the tabs that are always there (Diagram, Access
 * patterns), in {@link PivotGridsViewModel#tabs()}'s order: tabs follow the grids as tables and indexes come and
 * go, and a grid that stays keeps its tab (and its scroll).
 */
public final class PivotTabs {
    private final TabPane pane;
    private final int fixed;
    private final Map<PivotGridViewModel, Tab> tabs = new HashMap<>();
    private final Map<VectorPanelViewModel, Tab> panelTabs = new HashMap<>();

    private PivotTabs(TabPane pane, int fixed) {
        this.pane = pane;
        this.fixed = fixed;
    }

    /** Binds the tabs after the first {@code fixedTabs} of {@code pane} to the grids. */
    public static void bind(TabPane pane, int fixedTabs, PivotGridsViewModel grids) {
        PivotTabs t = new PivotTabs(pane, fixedTabs);
        grids.tabs().addListener((ListChangeListener<DocumentTab>) c -> t.sync(grids));
        t.sync(grids);
    }

    /**
     * A grid's view is built when its tab is first selected: a tab pane styles and lays out the
     * content of its hidden tabs too, and a model's grids (a table of columns each) made the frame
     * that first shows the model several times dearer than the window's first frame. A build that
     * fails says so in the tab and is tried again the next time the tab is selected.
     */
    private static void showGridWhenSelected(Tab tab, PivotGridViewModel grid) {
        String what = "The grid could not show " + (grid.index() == null ? "table " + grid.table()
                : "index " + grid.index() + " of " + grid.table());
        tab.selectedProperty().addListener(new ChangeListener<Boolean>() {
            @Override
            public void changed(ObservableValue<? extends Boolean> o, Boolean was, Boolean selected) {
                if (selected) {
                    Node view = Guarded.pane(what, () -> new PivotGridView(grid));
                    if (!(view instanceof FailedPane)) {
                        tab.selectedProperty().removeListener(this);
                    }
                    tab.setContent(view);
                }
            }
        });
    }

    /** A grid's tab: its view built when first selected. */
    private static Tab gridTab(PivotGridViewModel g) {
        Tab tab = new Tab(g.tabName());
        tab.setClosable(false);
        showGridWhenSelected(tab, g);
        tab.setId("tab-" + g.tabName().replaceAll("[^A-Za-z0-9_-]", "_"));
        tab.setTooltip(new Tooltip(g.index() == null ? "Table " + g.table() : "Index " + g.index() + " of " + g.table()));
        return tab;
    }

    /** A vector index's tab: its search panel, built when first selected like a grid's. */
    private static Tab panelTab(VectorPanelViewModel panel) {
        Tab tab = new Tab(panel.tabName());
        tab.setClosable(false);
        tab.setId("tab-" + panel.tabName().replaceAll("[^A-Za-z0-9_-]", "_"));
        tab.setTooltip(new Tooltip("Vector index " + panel.index() + " of " + panel.table() + ": search it"));
        String what = "The search panel of vector index " + panel.index() + " could not be shown";
        tab.selectedProperty().addListener(new ChangeListener<Boolean>() {
            @Override
            public void changed(ObservableValue<? extends Boolean> o, Boolean was, Boolean selected) {
                if (selected) {
                    Node view = Guarded.pane(what, () -> new VectorPanelView(panel));
                    if (!(view instanceof FailedPane)) {
                        tab.selectedProperty().removeListener(this);
                    }
                    tab.setContent(view);
                }
            }
        });
        return tab;
    }

    private void sync(PivotGridsViewModel all) {
        Tab selected = pane.getSelectionModel().getSelectedItem();
        List<Tab> wanted = new ArrayList<>(pane.getTabs().subList(0, fixed));
        Map<PivotGridViewModel, Tab> kept = new HashMap<>();
        Map<VectorPanelViewModel, Tab> keptPanels = new HashMap<>();
        // In the ViewModel's order: a table's vector index tabs right after its own index tabs.
        for (DocumentTab shown : all.tabs()) {
            Tab tab;
            if (shown instanceof PivotGridViewModel g) {
                tab = tabs.get(g);
                if (tab == null) {
                    tab = gridTab(g);
                }
                kept.put(g, tab);
            } else {
                VectorPanelViewModel p = (VectorPanelViewModel) shown;
                tab = panelTabs.computeIfAbsent(p, PivotTabs::panelTab);
                keptPanels.put(p, tab);
            }
            wanted.add(tab);
        }
        Set<Tab> previousPanels = new HashSet<>(panelTabs.values());
        panelTabs.clear();
        panelTabs.putAll(keptPanels);
        // A grid that went away takes its view with it: the view lets go of the ViewModel.
        tabs.forEach((g, tab) -> {
            if (!kept.containsKey(g)) {
                if (tab.getContent() instanceof PivotGridView view) {
                    view.dispose();
                }
            }
        });
        Set<Tab> previous = new HashSet<>(tabs.values()); // grid tabs, kept or not
        tabs.clear();
        tabs.putAll(kept);
        // Tabs others opened beside the grids (a query, Compare) stay, after the grids, in their order.
        pane.getTabs().stream().skip(fixed).filter(t -> !wanted.contains(t) && !previous.contains(t)
                && !previousPanels.contains(t))
                .forEach(wanted::add);
        if (!wanted.equals(pane.getTabs())) {
            pane.getTabs().setAll(wanted);
            if (selected != null && wanted.contains(selected)) {
                pane.getSelectionModel().select(selected);
            }
        }
    }
}
