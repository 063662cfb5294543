package dev.tablewright.ui.compare;

import static dev.tablewright.engine.drift.DriftModels.order;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.LocalServerExtension;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.aws.settings.SettingChange;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.drift.DriftModels;
import dev.tablewright.format.registry.Exporters;
import dev.tablewright.model.Item;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.common.RecordingDialogs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** File › Compare with › A live table… and › A template file…, without a toolkit, on DynamoDB Local over HTTP. */
class LiveCompareViewModelTest {
    @RegisterExtension
    static final LocalServerExtension local = new LocalServerExtension();

    @TempDir
    Path dir;

    private final Document document = new Document();
    private final RecordingDialogs dialogs = new RecordingDialogs();
    private final List<String> status = new ArrayList<>();
    private final CompareViewModel compare = new CompareViewModel(document, () -> null, new ImmediateTaskRunner(), dialogs,
            status::add);

    @AfterEach
    void drop() {
        local.dropAllTables();
    }

    private LiveCompareViewModel liveCompare() {
        Connection c = Connection.localEndpoint("Local", local.endpoint());
        return new LiveCompareViewModel(new ImmediateTaskRunner(), document, List.of(Connection.SANDBOX, c),
                x -> local.gateway(), compare);
    }

    @Test
    void comparesTheDocumentWithALiveTableAndListsTheItemsThatBreakTheTemplates() {
        document.load(DriftModels.shop());
        local.gateway().createTable(DriftModels.table());
        local.gateway().changeSetting("Shop", new SettingChange.DeletionProtection(true));
        for (Item item : List.of(order(1, 1, "OPEN", "ORDER#0001", true), order(1, 17, "OPEN", "ORDER#17", true))) {
            local.gateway().putItem(PutItemRequest.of("Shop", item));
        }
        LiveCompareViewModel vm = liveCompare();
        assertEquals(1, vm.connections().size(), "the Sandbox holds the model already");
        assertEquals(List.of("Shop"), vm.liveTables());
        assertEquals("Shop", vm.liveTableProperty().get());
        assertEquals("Shop", vm.modelTableProperty().get());
        assertTrue(vm.compareCommand().isExecutable());

        vm.compareCommand().execute();
        assertTrue(vm.doneProperty().get(), vm.statusProperty().get());
        assertFalse(vm.busyProperty().get());
        assertEquals(1, compare.shownProperty().get());
        assertTrue(compare.headingProperty().get().startsWith("this document → live table Shop at "),
                compare.headingProperty().get());
        assertEquals(List.of("~ Shop/settings/deletionProtection: off -> on"),
                compare.changes().stream().map(dev.tablewright.format.diff.DiffOutput::line).toList());
        assertEquals(List.of("Live items: 2 items of Shop sampled: 1 finding",
                "1 of 2 sampled Order items has an SK the template does not give (e.g. ORDER#17 → expected ORDER#0017)"),
                compare.findings().stream().filter(f -> !f.startsWith("Note:")).toList());
        assertTrue(compare.summaryProperty().get().endsWith("live items do not all follow the templates."),
                compare.summaryProperty().get());
    }

    @Test
    void aTableTheEndpointLacksIsSaidInTheDialog() {
        document.load(DriftModels.shop());
        local.gateway().createTable(DriftModels.table().withName("Other"));
        LiveCompareViewModel vm = liveCompare();
        local.gateway().deleteTable("Other"); // gone between the listing and Compare
        vm.compareCommand().execute();
        assertFalse(vm.doneProperty().get());
        assertEquals("Could not compare: no table Other at " + local.gateway().displayName(), vm.statusProperty().get());
        assertEquals(0, compare.shownProperty().get());
    }

    @Test
    void aTemplateFileIsComparedWithTheDocumentsDesign() throws Exception {
        document.load(DriftModels.shop());
        Path template = dir.resolve("shop.yaml");
        Files.writeString(template, Exporters.find("cloudformation-yaml").orElseThrow().export(DriftModels.shop()).text());
        dialogs.fileToOpen = template;
        compare.compareWithTemplate();
        assertEquals(1, compare.shownProperty().get());
        assertEquals("No differences.", compare.summaryProperty().get());
        assertEquals(template + " → this document", compare.headingProperty().get());

        Path tf = dir.resolve("main.tf");
        Files.writeString(tf, Exporters.find("terraform").orElseThrow().export(DriftModels.shop()).text()
                .replace("hash_key", "stream_enabled = true\n  stream_view_type = \"KEYS_ONLY\"\n  hash_key"));
        compare.compareWithTemplate(tf);
        assertEquals(List.of("~ Shop/settings/stream: on, KEYS_ONLY -> off"),
                compare.changes().stream().map(dev.tablewright.format.diff.DiffOutput::line).toList());
    }
}
