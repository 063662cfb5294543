package dev.tablewright.app;

import dev.tablewright.ui.pivot.GridRow;
import dev.tablewright.ui.pivot.PivotGridViewModel;
import dev.tablewright.ui.shell.MainWindowViewModel;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import javafx.event.Event;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * {@code -Dtablewright.gridProbe=true}: once the window shows the model's grids, works the base table's
 * grid as a user would and times how long the FX thread kept them waiting ({@link FxStalls}), then
 * prints one line of figures and exits (0; 1 with {@code grid probe: FAILED · why}). {@code bench grid}
 * reads the line.
 *
 * <p>Scrolling: the grid's vertical scroll bar dragged from the top to the bottom in
 * {@code tablewright.gridProbe.steps} moves (default 100, a thousand rows each on 100,000) and back, each move laid out before the next,
 * as a thumb drag delivers them. Typing: {@code tablewright.gridProbe.filter} (default "prestige") typed
 * into the grid's filter field a key every {@code tablewright.gridProbe.keyMs} ms (default 120, a quick
 * typist), then taken back with Backspace at the same pace, until the grid shows every row again.
 * Before each, it waits for the app to go quiet, so the figures are the grid's, not the start's.
 *
 * <p>The line: {@code grid_probe rows=99183 filtered_rows=12 scroll_pings=… scroll_pings_median_ms=…
 * scroll_pings_p95_ms=… scroll_pings_p99_ms=… scroll_pings_max_ms=… scroll_pings_over_50ms=…}, the same
 * for {@code scroll_pulses}, {@code type_pings} and {@code type_pulses}.
 */
final class GridProbe {
    static final String PROPERTY = "tablewright.gridProbe";
    private static final Duration PATIENCE = Duration.ofMinutes(5);
    /** The app is quiet when it spends less than this share of one core (background work done). */
    private static final double QUIET_CORE_SHARE = 0.25;
    private static final Duration MOST_TO_WAIT_FOR_QUIET = Duration.ofSeconds(90);

    private final Scene scene;
    private final MainWindowViewModel vm;
    private final FxDriver fx;
    private final int steps = Integer.getInteger(PROPERTY + ".steps", 100);
    private final String filter = System.getProperty(PROPERTY + ".filter", "prestige");
    private final long keyMs = Long.getLong(PROPERTY + ".keyMs", 120);

    private GridProbe(Scene scene, MainWindowViewModel vm) {
        this.scene = scene;
        this.vm = vm;
        this.fx = new FxDriver(scene, PATIENCE);
    }

    /** Starts the probe on a thread of its own when asked for; call once the window is shown. */
    static void startIfAsked(Scene scene, MainWindowViewModel vm) {
        if (Boolean.getBoolean(PROPERTY)) {
            Thread t = new Thread(new GridProbe(scene, vm)::run, "tablewright-grid-probe");
            t.setDaemon(true);
            t.start();
        }
    }

    private void run() {
        String line;
        int exit = 0;
        try {
            line = probe();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            line = "grid probe: FAILED · interrupted";
            exit = 1;
        } catch (RuntimeException e) {
            line = "grid probe: FAILED · " + e.getMessage();
            exit = 1;
        }
        System.out.println(line);
        System.out.flush();
        System.exit(exit);
    }

    private String probe() throws InterruptedException {
        PivotGridViewModel grid = baseGrid();
        String id = grid.tabName().replaceAll("[^A-Za-z0-9_-]", "_"); // as PivotTabs and PivotGridView name them
        fx.run(() -> {
            TabPane centre = (TabPane) scene.lookup("#centreTabs");
            centre.getTabs().stream().filter(t -> ("tab-" + id).equals(t.getId())).findFirst()
                    .ifPresent(t -> centre.getSelectionModel().select(t));
        });
        fx.await(() -> scene.lookup("#pivotTable-" + id) instanceof TableView<?> t
                && t.getItems().size() == grid.rows().size(), "the grid " + grid.tabName() + " to show");
        @SuppressWarnings("unchecked")
        TableView<GridRow> table = (TableView<GridRow>) fx.call(() -> scene.lookup("#pivotTable-" + id));
        TextField field = fx.call(() -> (TextField) scene.lookup("#grid-" + id).lookup("#gridFilter"));
        int rows = fx.call(() -> grid.rows().size());

        awaitQuiet();
        FxStalls.Measured scrolling = FxStalls.during(fx, scene, () -> scroll(table, rows));
        awaitQuiet();
        int[] filtered = new int[1];
        FxStalls.Measured typing = FxStalls.during(fx, scene, () -> filtered[0] = type(grid, field, rows));
        return "grid_probe rows=" + rows + " filtered_rows=" + filtered[0] + " " + scrolling.line("scroll") + " "
                + typing.line("type");
    }

    /** The first table's grid, once the model is open and pivoted. */
    private PivotGridViewModel baseGrid() throws InterruptedException {
        fx.await(() -> vm.modelProperty().get() != null && !vm.files().busyProperty().get()
                && !vm.pivots().pivotingProperty().get()
                && vm.pivots().grids().stream().anyMatch(g -> g.index() == null && !g.rows().isEmpty()),
                "the model's grids");
        return fx.call(() -> vm.pivots().grids().stream().filter(g -> g.index() == null).findFirst().orElseThrow());
    }

    /** The scroll bar dragged to the bottom and back, in {@link #steps} moves each way. */
    private void scroll(TableView<GridRow> table, int rows) throws InterruptedException {
        ScrollBar bar = fx.call(() -> table.lookupAll(".scroll-bar").stream()
                .filter(n -> n instanceof ScrollBar b && b.getOrientation() == Orientation.VERTICAL && b.isVisible())
                .map(ScrollBar.class::cast).findFirst()
                .orElseThrow(() -> new IllegalStateException("the grid of " + rows + " rows has no vertical scroll bar")));
        VirtualFlow<?> flow = fx.call(() -> (VirtualFlow<?>) table.lookup(".virtual-flow"));
        for (int i = 1; i <= steps; i++) {
            moveTo(bar, (double) i / steps);
        }
        int last = fx.call(() -> index(flow.getLastVisibleCell()));
        if (last < rows - 1) {
            throw new IllegalStateException("dragged to the bottom, the grid shows row " + last + " of " + rows);
        }
        for (int i = steps - 1; i >= 0; i--) {
            moveTo(bar, (double) i / steps);
        }
        int first = fx.call(() -> index(flow.getFirstVisibleCell()));
        if (first != 0) {
            throw new IllegalStateException("dragged to the top, the grid shows row " + first + " first");
        }
    }

    private void moveTo(ScrollBar bar, double share) throws InterruptedException {
        fx.run(() -> bar.setValue(bar.getMin() + share * (bar.getMax() - bar.getMin())));
    }

    private static int index(IndexedCell<?> cell) {
        return cell == null ? -1 : cell.getIndex();
    }

    /**
     * The filter typed a key at a time and taken back with Backspace; returns how many rows the whole
     * filter left. Ends when the grid shows every row again.
     */
    private int type(PivotGridViewModel grid, TextField field, int rows) throws InterruptedException {
        fx.run(field::requestFocus);
        for (char c : filter.toCharArray()) {
            String s = String.valueOf(c);
            key(field, new KeyEvent(KeyEvent.KEY_PRESSED, KeyEvent.CHAR_UNDEFINED, s, KeyCode.UNDEFINED, false, false,
                    false, false), new KeyEvent(KeyEvent.KEY_TYPED, s, "", KeyCode.UNDEFINED, false, false, false, false),
                    new KeyEvent(KeyEvent.KEY_RELEASED, KeyEvent.CHAR_UNDEFINED, s, KeyCode.UNDEFINED, false, false,
                            false, false));
        }
        fx.await(() -> field.getText().equals(filter) && !grid.filteringProperty().get(), "the filter's rows");
        int filtered = fx.call(() -> grid.rows().size());
        if (filtered >= rows) {
            throw new IllegalStateException("the filter \"" + filter + "\" hid no row of " + rows);
        }
        for (int i = 0; i < filter.length(); i++) {
            key(field, new KeyEvent(KeyEvent.KEY_PRESSED, KeyEvent.CHAR_UNDEFINED, "", KeyCode.BACK_SPACE, false, false,
                    false, false), new KeyEvent(KeyEvent.KEY_RELEASED, KeyEvent.CHAR_UNDEFINED, "", KeyCode.BACK_SPACE,
                    false, false, false, false));
        }
        fx.await(() -> field.getText().isEmpty() && !grid.filteringProperty().get() && grid.rows().size() == rows,
                "every row back");
        return filtered;
    }

    /** One key stroke's events delivered to the field, then the typist's pause. */
    private void key(Node field, KeyEvent... events) throws InterruptedException {
        fx.call(() -> {
            for (KeyEvent e : events) {
                Event.fireEvent(field, e);
            }
            return null;
        });
        Thread.sleep(keyMs);
    }

    /** Until the process spends less than a quarter of a core for a second: the start's background work done. */
    private void awaitQuiet() throws InterruptedException {
        long deadline = System.nanoTime() + MOST_TO_WAIT_FOR_QUIET.toNanos();
        long cpu = cpuNanos();
        while (System.nanoTime() < deadline) {
            TimeUnit.SECONDS.sleep(1);
            long now = cpuNanos();
            if (now - cpu < QUIET_CORE_SHARE * TimeUnit.SECONDS.toNanos(1)) {
                break;
            }
            cpu = now;
        }
        fx.settle();
    }

    private static long cpuNanos() {
        return ProcessHandle.current().info().totalCpuDuration().map(Duration::toNanos).orElse(0L);
    }
}
