package dev.tablewright.app;

import dev.tablewright.format.SampleModels;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.shell.MainWindowViewModel;
import dev.tablewright.ui.tree.TreeEntry;
import javafx.event.Event;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntSupplier;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * {@code -Dtablewright.launchCheck=true}: once the window is up, works through it as a user would
 * and says whether anything failed, then exits (0 passed, 1 failed). It opens the first model and
 * every sample; in each selects one element of each kind the model has (table, entity, GSI, LSI,
 * relationship, access pattern, saved operation, which opens its tab) and every centre tab; once,
 * opens the four query tabs from the Query menu, selects a connection and opens a live table's page.
 * It fails on any failure the app's handler saw on any thread, on a pane that could not be built,
 * and on an empty tab; a kind no model has is counted 0 (no sample has a saved operation: the
 * launch tests open a model that has one). The launch tests start the app this way on every
 * launch path (LaunchPathsIT); it runs as well on a user's machine, in the real window.
 *
 * <p>Prints one line, {@code launch check: passed · 7 models · table 7 · … · 0 failures}, or
 * {@code launch check: FAILED · …} and the problems, one per line.
 */
final class LaunchCheck {
    static final String PROPERTY = "tablewright.launchCheck";
    private static final List<String> KINDS = List.of("table", "entity", "GSI", "LSI", "relationship",
            "access pattern", "saved operation", "connection", "live table");
    private static final List<String> QUERY_MENU = List.of("newQueryTabItem", "newItemTabItem", "newPartiqlTabItem",
            "newBatchTabItem");

    private final Scene scene;
    private final MainWindowViewModel vm;
    private final IntSupplier failures;
    private final FxDriver fx;
    private final Map<String, Integer> seen = new LinkedHashMap<>();
    private final List<String> problems = new ArrayList<>();
    private int models;
    private int tabs;

    private LaunchCheck(Scene scene, MainWindowViewModel vm, IntSupplier failures) {
        this.scene = scene;
        this.vm = vm;
        this.failures = failures;
        this.fx = new FxDriver(scene, Duration.ofSeconds(60));
        KINDS.forEach(k -> seen.put(k, 0));
    }

    static boolean enabled() {
        return Boolean.getBoolean(PROPERTY);
    }

    /**
     * Starts the check on a thread of its own when asked for; call once the window is shown.
     *
     * @param failures how many failures the app's handler has seen since the window opened
     */
    static void startIfAsked(Scene scene, MainWindowViewModel vm, IntSupplier failures) {
        if (enabled()) {
            Thread t = new Thread(new LaunchCheck(scene, vm, failures)::run, "tablewright-launch-check");
            t.setDaemon(true);
            t.start();
        }
    }

    private void run() {
        try {
            awaitOpen("the first model");
            exercise("the first model");
            queryTabs();
            liveTables();
            for (String sample : SampleModels.NAMES) {
                fx.run(() -> vm.files().openSample(sample));
                awaitOpen(sample);
                exercise(sample);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            problems.add("interrupted");
        } catch (RuntimeException e) {
            problems.add("stopped: " + e.getMessage());
        }
        finish();
    }

    private void awaitOpen(String what) throws InterruptedException {
        fx.await(() -> vm.modelProperty().get() != null && !vm.files().busyProperty().get()
                && (!what.endsWith(".json") || vm.titleProperty().get().endsWith(what)), what + " to open");
        models++;
    }

    /** One element of each kind the model has, then every centre tab. */
    private void exercise(String model) throws InterruptedException {
        DataModel m = fx.call(() -> vm.modelProperty().get());
        TreeView<TreeEntry> tree = find("#modelTree");
        select(tree, "table", e -> e.kind() == TreeEntry.Kind.TABLE, model);
        select(tree, "entity", e -> e.kind() == TreeEntry.Kind.ENTITY, model);
        select(tree, "GSI", e -> isIndex(m, e, false), model);
        select(tree, "LSI", e -> isIndex(m, e, true), model);
        select(tree, "access pattern", e -> e.kind() == TreeEntry.Kind.ACCESS_PATTERN, model);
        Optional<TableDesign> related = m.tables().stream().filter(t -> !t.relationships().isEmpty()).findFirst();
        if (related.isPresent()) {
            // As a click on a relationship's line in the diagram does.
            fx.run(() -> vm.document().select(new ModelPath.RelationshipPath(related.get().name(), 0)));
            inspectorShows("relationship", model);
        }
        Optional<TreeItem<TreeEntry>> operation = fx.call(() -> first(tree.getRoot(), e -> e.kind() == TreeEntry.Kind.OPERATION));
        if (operation.isPresent()) {
            int before = fx.call(() -> centre().getTabs().size());
            fx.run(() -> {
                reveal(tree, operation.get());
                Event.fireEvent(tree, enter()); // opens the operation in a tab of its kind
            });
            count("saved operation", fx.call(() -> centre().getTabs().size()) > before, model + ": its saved operation opened no tab");
        }
        centreTabs(model);
    }

    private void select(TreeView<TreeEntry> tree, String kind, Predicate<TreeEntry> which, String model)
            throws InterruptedException {
        Optional<TreeItem<TreeEntry>> item = fx.call(() -> first(tree.getRoot(), which));
        if (item.isPresent()) {
            fx.run(() -> reveal(tree, item.get()));
            inspectorShows(kind, model);
        }
    }

    private void inspectorShows(String kind, String model) throws InterruptedException {
        String shown = fx.call(() -> {
            Node inspector = scene.lookup("#inspector");
            if (inspector == null) {
                return "no inspector at all";
            }
            if (inspector.lookup("#failedPane") != null) {
                return "the inspector could not show it";
            }
            Node placeholder = inspector.lookup("#inspectorPlaceholder");
            return placeholder != null && placeholder.isVisible() && placeholder.getScene() != null
                    ? "the inspector shows nothing" : "";
        });
        count(kind, shown.isEmpty(), model + ": a " + kind + ": " + shown);
    }

    /** Every centre tab selected in turn; each must show something, and not a pane that failed. */
    private void centreTabs(String model) throws InterruptedException {
        int count = fx.call(() -> centre().getTabs().size());
        for (int i = 0; i < count; i++) {
            int index = i;
            fx.run(() -> centre().getSelectionModel().select(index));
            String problem = fx.call(() -> {
                Tab tab = centre().getTabs().get(index);
                Node content = tab.getContent();
                return content == null ? "is empty" : content.lookup("#failedPane") != null ? "could not be shown" : "";
            });
            tabs++;
            if (!problem.isEmpty()) {
                problems.add(model + ": the tab " + fx.call(() -> centre().getTabs().get(index).getText()) + " " + problem);
            }
        }
    }

    /** Query › New query, item, PartiQL and batch tab, as the menu opens them. */
    private void queryTabs() throws InterruptedException {
        MenuBar bar = find(".menu-bar");
        for (String id : QUERY_MENU) {
            Optional<MenuItem> item = fx.call(() -> bar.getMenus().stream().flatMap(m -> items(m).stream())
                    .filter(i -> id.equals(i.getId())).findFirst());
            if (item.isEmpty()) {
                problems.add("no menu item " + id);
                continue;
            }
            int before = fx.call(() -> centre().getTabs().size());
            fx.run(() -> item.get().fire());
            if (fx.call(() -> centre().getTabs().size()) == before) {
                problems.add(id + " opened no tab");
            }
        }
    }

    /** The Sandbox selected in the connections, and the first of its live tables opened as a page. */
    private void liveTables() throws InterruptedException {
        fx.await(() -> scene.lookup("#connectionsList") != null, "the connections");
        ListView<?> connections = find("#connectionsList");
        fx.await(() -> !connections.getItems().isEmpty(), "a connection");
        fx.run(() -> connections.getSelectionModel().select(0));
        count("connection", true, "");
        ListView<?> tables = find("#explorerTables");
        fx.await(() -> !tables.getItems().isEmpty(), "the Sandbox's live tables");
        int before = fx.call(() -> centre().getTabs().size());
        fx.run(() -> {
            tables.getSelectionModel().select(0);
            Event.fireEvent(tables, enter());
        });
        count("live table", fx.call(() -> centre().getTabs().size()) > before, "a live table's page did not open");
    }

    private void finish() {
        int failed = failures.getAsInt();
        if (failed > 0) {
            problems.add(failed + " failure" + (failed == 1 ? "" : "s") + " reported by the app (see its log)");
        }
        String figures = models + " models · " + seen.entrySet().stream().map(e -> e.getKey() + " " + e.getValue())
                .collect(Collectors.joining(" · ")) + " · " + tabs + " tabs · " + failed + " failures";
        if (problems.isEmpty()) {
            System.out.println("launch check: passed · " + figures);
        } else {
            System.out.println("launch check: FAILED · " + figures);
            problems.forEach(p -> System.out.println("  - " + p));
        }
        System.out.flush();
        System.exit(problems.isEmpty() ? 0 : 1);
    }

    private void count(String kind, boolean ok, String problem) {
        if (ok) {
            seen.merge(kind, 1, Integer::sum);
        } else {
            problems.add(problem);
        }
    }

    private TabPane centre() {
        return (TabPane) scene.lookup("#centreTabs");
    }

    @SuppressWarnings("unchecked")
    private <T extends Node> T find(String selector) throws InterruptedException {
        Node node = fx.call(() -> scene.lookup(selector));
        if (node == null) {
            throw new IllegalStateException("the window has no " + selector);
        }
        return (T) node;
    }

    private static boolean isIndex(DataModel model, TreeEntry e, boolean local) {
        return e.kind() == TreeEntry.Kind.INDEX && e.path() instanceof ModelPath.Index index
                && model.table(index.table()).flatMap(t -> t.index(index.index()))
                        .map(i -> i instanceof LocalSecondaryIndex == local).orElse(false);
    }

    private static Optional<TreeItem<TreeEntry>> first(TreeItem<TreeEntry> item, Predicate<TreeEntry> which) {
        if (item == null) {
            return Optional.empty();
        }
        if (item.getValue() != null && which.test(item.getValue())) {
            return Optional.of(item);
        }
        for (TreeItem<TreeEntry> child : item.getChildren()) {
            Optional<TreeItem<TreeEntry>> found = first(child, which);
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    /** Expands the item's parents (a collapsed row cannot be selected) and selects it. */
    private static void reveal(TreeView<TreeEntry> tree, TreeItem<TreeEntry> item) {
        for (TreeItem<TreeEntry> p = item.getParent(); p != null; p = p.getParent()) {
            p.setExpanded(true);
        }
        tree.getSelectionModel().select(item);
        tree.scrollTo(tree.getRow(item));
    }

    private static List<MenuItem> items(Menu menu) {
        List<MenuItem> all = new ArrayList<>();
        for (MenuItem i : menu.getItems()) {
            all.add(i);
            if (i instanceof Menu sub) {
                all.addAll(items(sub));
            }
        }
        return all;
    }

    private static KeyEvent enter() {
        return new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.ENTER, false, false, false, false);
    }
}
