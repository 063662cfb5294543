package dev.tablewright.ui.export;

import dev.tablewright.format.data.ItemSelection;
import dev.tablewright.format.port.Export;
import dev.tablewright.format.port.Exporter;
import dev.tablewright.format.registry.Exporters;
import dev.tablewright.io.ReadOnlyTarget;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.DialogService;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.SaveFailures;
import dev.tablewright.ui.common.TaskRunner;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * File › Export…: any target of {@code export} (docs/exports.md), for the whole model, one table or
 * one entity, written atomically in the background to a file the user chooses.
 */
public final class ExportViewModel {
    /** The choice that means the whole model (or the whole table). */
    public static final String ALL = "(all)";

    private final Document document;
    private final TaskRunner tasks;
    private final DialogService dialogs;
    private final ObservableList<String> targets = FXCollections.observableArrayList(Exporters.targets());
    private final ObjectProperty<String> target = new SimpleObjectProperty<>(targets.isEmpty() ? null : targets.get(0));
    private final ObservableList<String> tables = FXCollections.observableArrayList();
    private final ObjectProperty<String> table = new SimpleObjectProperty<>(ALL);
    private final ObservableList<String> entities = FXCollections.observableArrayList(ALL);
    private final ObjectProperty<String> entity = new SimpleObjectProperty<>(ALL);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper result = new ReadOnlyStringWrapper("");
    private Path lastFolder;

    public ExportViewModel(Document document, TaskRunner tasks, DialogService dialogs) {
        this.document = document;
        this.tasks = tasks;
        this.dialogs = dialogs;
        table.addListener((o, a, b) -> {
            List<String> names = new ArrayList<>(List.of(ALL));
            design(b).ifPresent(t -> t.entities().stream().map(Entity::name).forEach(names::add));
            entities.setAll(names);
            entity.set(ALL);
        });
    }

    /** Fills the choices for the current model: the only table when there is one, else all. */
    public void prepare() {
        DataModel m = document.model();
        List<String> names = new ArrayList<>(List.of(ALL));
        if (m != null) {
            m.tables().stream().map(TableDesign::name).forEach(names::add);
        }
        tables.setAll(names);
        table.set(null);
        table.set(m != null && m.tables().size() == 1 ? m.tables().get(0).name() : ALL);
    }

    /** One line about a target, for the form. */
    public String describe(String targetName) {
        return Exporters.find(targetName).map(Exporter::description).orElse("");
    }

    /** Asks where to write, then exports in the background; nothing happens when no file is chosen. */
    public void export() {
        DataModel m = document.model();
        Optional<Exporter> exporter = Exporters.find(target.get());
        if (m == null || exporter.isEmpty() || running.get()) {
            return;
        }
        String tableName = ALL.equals(table.get()) ? null : table.get();
        String entityName = ALL.equals(entity.get()) ? null : entity.get();
        String base = entityName != null ? tableName + "." + entityName : tableName != null ? tableName
                : m.name().isEmpty() ? "model" : m.name();
        Optional<Path> out = dialogs.chooseExportFile(lastFolder, exporter.get().fileName(m, base));
        if (out.isEmpty()) {
            return;
        }
        Path file = out.get();
        lastFolder = file.toAbsolutePath().getParent();
        write(exporter.get(), () -> ItemSelection.narrow(m, tableName, entityName), file, ReadOnlyTarget.REFUSE);
    }

    /** A read-only file (or image beside it) is refused in the background, then the user is asked here. */
    private void write(Exporter exporter, Supplier<DataModel> narrowed, Path file, ReadOnlyTarget readOnly) {
        running.set(true);
        result.set("");
        // The exporter writes the file and whatever goes beside it (the design document's images).
        tasks.run("Exporting " + file.getFileName(), p -> exporter.write(narrowed.get(), file, readOnly), outcome -> {
            running.set(false);
            outcome.dispatch(export -> result.set("Exported " + file.getFileName()
                            + (export.besides().isEmpty() ? "" : " and beside it " + String.join(", ", export.besides()))
                            + (export.warnings().isEmpty() ? "." : " — " + String.join("; ", export.warnings()))),
                    failure -> {
                        if (SaveFailures.askToReplace(dialogs, failure)) {
                            write(exporter, narrowed, file, ReadOnlyTarget.REPLACE);
                        } else if (SaveFailures.isReadOnly(failure)) {
                            result.set("Not exported: " + SaveFailures.readOnlyLine(failure));
                        } else {
                            // A write failure's message names the file and why ("cannot write …: the folder … does not exist").
                            result.set("Could not export: " + failure.getMessage());
                        }
                    },
                    () -> result.set("Export cancelled."));
        });
    }

    private Optional<TableDesign> design(String name) {
        DataModel m = document.model();
        return m == null || name == null || ALL.equals(name) ? Optional.empty() : m.table(name);
    }

    public ObservableList<String> targets() {
        return targets;
    }

    public ObjectProperty<String> targetProperty() {
        return target;
    }

    public ObservableList<String> tables() {
        return tables;
    }

    public ObjectProperty<String> tableProperty() {
        return table;
    }

    public ObservableList<String> entities() {
        return entities;
    }

    public ObjectProperty<String> entityProperty() {
        return entity;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** What the last export did, or why it did not. */
    public ReadOnlyStringProperty resultProperty() {
        return result.getReadOnlyProperty();
    }
}
