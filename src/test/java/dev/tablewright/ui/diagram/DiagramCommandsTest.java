package dev.tablewright.ui.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import dev.tablewright.model.DataModel;
import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.common.RecordingDialogs;
import org.junit.jupiter.api.Test;
import java.util.List;

/** The diagram toolbar's rules, without a toolkit. */
class DiagramCommandsTest {
    private final Document document = new Document();
    private final DiagramViewModel vm = new DiagramViewModel(document, new ImmediateTaskRunner(), new RecordingDialogs());
    private final DiagramCommands commands = vm.commands();

    private List<Command> needBoxes() {
        return List.of(commands.connect(), commands.autoLayout(), commands.selectAll(), commands.fit(() -> { }),
                commands.exportPng(() -> null));
    }

    @Test
    void withoutATableNothingCanRun() {
        assertFalse(commands.addEntity().isExecutable());
        assertFalse(commands.delete().isExecutable());
        needBoxes().forEach(c -> assertFalse(c.isExecutable()));
        assertEquals(commands.delete(), commands.edits().delete());
        assertFalse(commands.edits().copy().isExecutable(), "the diagram copies nothing");
    }

    @Test
    void anEmptyTableTakesEntitiesOnly() {
        document.load(DataModel.of("m", List.of(dev.tablewright.model.TableDesign.of("T",
                dev.tablewright.model.KeySchema.of("pk", dev.tablewright.model.AttributeType.S)))));
        assertTrue(commands.addEntity().isExecutable());
        needBoxes().forEach(c -> assertFalse(c.isExecutable(), "no box yet"));
        commands.addEntity().execute();
        needBoxes().forEach(c -> assertTrue(c.isExecutable()));
        assertTrue(commands.delete().isExecutable(), "the new entity is selected");
    }

    @Test
    void deleteNeedsASelectionAndSelectAllMakesOne() {
        document.load(SampleModels.read("movies-actors.json").model().orElseThrow());
        vm.selection().clearSelection();
        assertFalse(commands.delete().isExecutable());
        commands.selectAll().execute();
        assertTrue(commands.delete().isExecutable());
        commands.connect().execute();
        assertTrue(vm.edits().connectingProperty().get(), "Connect turns connect mode on");
        commands.connect().execute();
        assertFalse(vm.edits().connectingProperty().get(), "and off");
    }
}
