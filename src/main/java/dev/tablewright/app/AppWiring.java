package dev.tablewright.app;

import dev.tablewright.aws.connect.CallLimits;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.aws.connect.ConnectionStore;
import dev.tablewright.aws.connect.ConnectionTester;
import dev.tablewright.model.DataModel;
import dev.tablewright.ui.commit.CommitDialog;
import dev.tablewright.ui.commit.CommitViewModel;
import dev.tablewright.ui.common.FxDialogService;
import dev.tablewright.ui.common.FxTaskRunner;
import dev.tablewright.ui.common.SystemClipboard;
import dev.tablewright.ui.connections.ConnectionsView;
import dev.tablewright.ui.connections.ConnectionsViewModel;
import dev.tablewright.ui.connections.FxConnectionForms;
import dev.tablewright.ui.connections.GatewayPool;
import dev.tablewright.ui.diagram.DiagramViewModel;
import dev.tablewright.ui.explorer.FxItemPrompts;
import dev.tablewright.ui.explorer.TableExplorerView;
import dev.tablewright.ui.explorer.TableExplorerViewModel;
import dev.tablewright.ui.inspector.InspectorView;
import dev.tablewright.ui.inspector.InspectorViewModel;
import dev.tablewright.ui.operations.QueryTabs;
import dev.tablewright.ui.operations.SavedOperations;
import dev.tablewright.ui.operations.TabConnection;
import dev.tablewright.ui.operations.TableCatalog;
import dev.tablewright.ui.reverse.ReverseDialog;
import dev.tablewright.ui.compare.LiveCompareDialog;
import dev.tablewright.ui.compare.LiveCompareViewModel;
import dev.tablewright.ui.migrate.ApplyPane;
import dev.tablewright.ui.migrate.ApplyViewModel;
import dev.tablewright.ui.migrate.MigrationDialog;
import dev.tablewright.ui.migrate.MigrationViewModel;
import dev.tablewright.ui.migrate.PlanMigration;
import dev.tablewright.ui.reverse.ReverseViewModel;
import dev.tablewright.ui.shell.AppHome;
import dev.tablewright.ui.shell.FxWindowDialogs;
import dev.tablewright.ui.shell.LiveActions;
import dev.tablewright.ui.shell.MainWindow;
import dev.tablewright.ui.shell.MainWindowViewModel;
import dev.tablewright.ui.shell.Recovery;
import dev.tablewright.ui.shell.Settings;
import dev.tablewright.ui.shell.WindowCommands;
import java.util.function.Function;
import java.util.function.Supplier;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;

/**
 * The composition root: every service, ViewModel, command holder and dialog factory of the window is
 * made here and handed to what uses it; {@link TablewrightApp} only starts, shows and stops. What the
 * frame that shows the model does not need (the inspector, the connections and the query tabs) is made
 * after it ({@link ModelFrame}).
 */
final class AppWiring {
    private final Stage stage;
    final FxTaskRunner tasks = new FxTaskRunner();
    final MainWindowViewModel viewModel;
    final WindowCommands commands;
    final MainWindow window;
    /** The inspector's place: filled after the frame that shows the model (its selection shown at once). */
    private final StackPane inspector = new StackPane();
    private GatewayPool gateways;
    private final FxDialogService dialogs;

    AppWiring(Stage stage, Settings settings, Recovery recovery) {
        this.stage = stage;
        dialogs = new FxDialogService(stage);
        viewModel = new MainWindowViewModel(tasks, dialogs, settings, recovery, new SystemClipboard());
        DiagramViewModel diagram = new DiagramViewModel(viewModel.document(), tasks, dialogs);
        commands = new WindowCommands(viewModel, new FxWindowDialogs(viewModel, () -> stage));
        window = new MainWindow(viewModel, commands, tasks.running(), diagram, inspector);
    }

    /** The inspector: every kind of element's form. */
    Node inspector() {
        return new InspectorView(new InspectorViewModel(viewModel.document(), tasks));
    }

    /** Puts the inspector in its place. */
    void showInspector(Node view) {
        inspector.getChildren().setAll(view);
    }

    /**
     * The connections under the tree, and query tabs each on its own connection (the active one when
     * opened), leasing their gateways from one pool for each run; then the window's live commands.
     *
     * @return the panel of connections and their live tables, for under the tree
     */
    Node connections() {
        ConnectionsViewModel connections = new ConnectionsViewModel(tasks, new ConnectionStore(AppHome.folder()),
                new ConnectionTester(viewModel.document()::model, CallLimits.DEFAULT), new FxConnectionForms(() -> stage));
        connections.load();
        gateways = new GatewayPool(CallLimits.DEFAULT);
        gateways.follow(connections.connections(), viewModel.document().modelProperty());
        var leasing = gateways.leasing(tasks);
        Supplier<DataModel> model = viewModel.document()::model;
        TableExplorerViewModel explorer = new TableExplorerViewModel(leasing, gateways::lease, model,
                new FxItemPrompts(() -> stage));
        explorer.follow(connections.activeProperty());
        explorer.followModel(viewModel.document().modelProperty());
        SplitPane live = new SplitPane(new ConnectionsView(connections),
                new TableExplorerView(explorer, window::openCentreTab));
        live.setOrientation(Orientation.VERTICAL);
        live.setDividerPositions(0.55);
        window.rememberSplit("connections", live);
        Function<Connection, TableCatalog> catalogs =
                new TableCatalog.PerConnection(leasing, gateways::lease, model);
        Supplier<TabConnection> tab = () -> new TabConnection(leasing, connections.connections(),
                connections.activeProperty().get(), gateways::lease, catalogs, gateways::startedEndpoint);
        QueryTabs tabs = new QueryTabs(tab, model, new SavedOperations(viewModel.document()), window::openCentreTab);
        viewModel.tree().useOperations(tabs.saved(), tabs::open);
        commands.connect(new LiveActions(tabs::query, tabs::item, tabs::partiql, tabs::batch, tabs::vectorSearch,
                () -> {
                    CommitViewModel commit = new CommitViewModel(leasing, model, connections.connections(),
                            gateways::lease);
                    commit.onCommitted(explorer::refreshIfShowing); // the Live tables list shows the new tables
                    new CommitDialog(stage, commit).show();
                },
                () -> new ReverseDialog(stage, new ReverseViewModel(leasing, viewModel.document(),
                        connections.connections(), gateways::lease)).show(),
                () -> new LiveCompareDialog(stage, new LiveCompareViewModel(leasing, viewModel.document(),
                        connections.connections(), gateways::lease, viewModel.compare())).show()));
        commands.connectMigration(new PlanMigration(viewModel.document(), viewModel.files().fileProperty()::get,
                PlanMigration.Saving.of(viewModel.files()::save, viewModel.files()::saveAs), viewModel.compare(),
                dialogs, (origin, file) -> {
                    MigrationViewModel migration = new MigrationViewModel(leasing, dialogs, origin, file,
                            gateways::lease, viewModel::showFailure);
                    ApplyViewModel apply = new ApplyViewModel(migration, leasing, dialogs, connections.connections(),
                            gateways::lease, javafx.application.Platform::runLater, viewModel::showFailure);
                    new MigrationDialog(stage, migration, new ApplyPane(apply)).show();
                    migration.start();
                }).command());
        return live;
    }

    /** Ends the background work and closes the gateways (which stops a DynamoDB Local the user had us start). */
    void close() {
        tasks.close();
        if (gateways != null) {
            gateways.close();
        }
    }
}
