package dev.tablewright.ui.operations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.operation.form.FilterOp;
import dev.tablewright.operation.form.FilterRow;
import dev.tablewright.operation.form.UpdateRow;
import dev.tablewright.operation.item.ItemKind;
import dev.tablewright.operation.item.ItemRequest;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import org.junit.jupiter.api.Test;
import java.util.List;

class ItemOperationViewModelTest {
    private static final DataModel MOVIES = SampleModels.read("movies-actors.json").model().orElseThrow();
    private final SandboxGateway sandbox = SandboxGateway.of(MOVIES);
    private final ItemOperationViewModel vm = new ItemOperationViewModel(new ImmediateTaskRunner(), () -> sandbox,
            () -> MOVIES);

    private void key(String pk, String sk) {
        vm.keyFields().get(0).valueProperty().set(pk);
        vm.keyFields().get(1).valueProperty().set(sk);
    }

    @Test
    void putUpdateGetDeleteOneItemWithConditionsAndReturnValues() {
        assertEquals("give a value for pk: the key names every key attribute", vm.noteProperty().get());
        key("mov#tt9", "mov#tt9");
        vm.kindProperty().set(ItemKind.PUT);
        vm.attributesProperty().set("{\"title\": {\"S\": \"Heat\"}, \"runtimeMinutes\": {\"N\": \"170\"}}");
        vm.condition().setAll(FilterRow.of("pk", FilterOp.NOT_EXISTS, ""));
        assertTrue(vm.jsonProperty().get().contains("\"ConditionExpression\": \"attribute_not_exists(#n0)\""),
                vm.jsonProperty().get());
        vm.runCommand().execute();
        assertEquals("", vm.runs().errorProperty().get());
        vm.runCommand().execute();
        assertTrue(vm.runs().errorProperty().get().startsWith("ConditionalCheckFailedException"), vm.runs().errorProperty().get());

        vm.kindProperty().set(ItemKind.UPDATE);
        assertEquals("add an action: an update SETs, REMOVEs, ADDs or DELETEs something", vm.noteProperty().get());
        vm.condition().setAll(FilterRow.of("title", FilterOp.EQ, "Heat"));
        vm.actions().setAll(new UpdateRow(UpdateRow.Verb.SET, "title", "Heat (1995)"),
                new UpdateRow(UpdateRow.Verb.ADD, "runtimeMinutes", "1"),
                new UpdateRow(UpdateRow.Verb.SET, "director", "Michael Mann"));
        vm.returnValuesProperty().set(ReturnValues.ALL_NEW);
        UpdateItemRequest u = ((ItemRequest.Update) vm.request().orElseThrow()).request();
        assertEquals("SET #n0 = :v0, #n2 = :v2 ADD #n1 :v1", u.update());
        assertEquals("#n0 = :v3", u.condition());
        assertEquals(AttributeValue.n("1"), u.expr().values().get(":v1"));
        vm.runCommand().execute();
        assertEquals("", vm.runs().errorProperty().get());
        assertTrue(vm.resultJsonProperty().get().contains("\"171\""), vm.resultJsonProperty().get());
        assertTrue(vm.runs().summaryProperty().get().startsWith("done, returned 5 attributes"), vm.runs().summaryProperty().get());

        vm.kindProperty().set(ItemKind.GET);
        vm.projectionProperty().set("title");
        vm.runCommand().execute();
        assertTrue(vm.resultJsonProperty().get().contains("Heat (1995)"));
        assertTrue(vm.runs().summaryProperty().get().startsWith("1 item"));

        vm.kindProperty().set(ItemKind.DELETE);
        vm.condition().clear();
        vm.returnValuesProperty().set(ReturnValues.ALL_OLD);
        assertTrue(vm.cliCommand().startsWith("aws dynamodb delete-item --cli-input-json '{\"TableName\":\"Movies\",\"Key\":"));
        vm.runCommand().execute();
        assertTrue(vm.resultJsonProperty().get().contains("Michael Mann"));
        vm.kindProperty().set(ItemKind.GET);
        vm.runCommand().execute();
        assertTrue(vm.runs().summaryProperty().get().startsWith("no item with that key"));
        assertEquals(6, vm.runs().history().size());
        assertTrue(vm.runs().history().get(4).label().contains(" put-item · failed: ConditionalCheckFailedException"));
        assertTrue(vm.runs().history().get(0).label().contains(" get-item · no item"), vm.runs().history().get(0).label());
    }

    @Test
    void keyValuesAreTypedAndTheKeyCannotBeUpdated() {
        key("mov#tt9", "mov#tt9");
        vm.kindProperty().set(ItemKind.UPDATE);
        vm.actions().setAll(new UpdateRow(UpdateRow.Verb.SET, "sk", "x"));
        assertEquals("sk is part of the key: an update cannot change it", vm.noteProperty().get());
        vm.kindProperty().set(ItemKind.PUT);
        vm.attributesProperty().set("{\"title\": \"Heat\"}");
        assertTrue(vm.noteProperty().get().startsWith("item"), vm.noteProperty().get());
        assertFalse(vm.runCommand().isExecutable());
    }

    @Test
    void aGetShowsItsItemInTheGridWithCapacityAndLatencyInTheLine() {
        key("mov#tt1375666", "mov#tt1375666");
        vm.runCommand().execute();
        assertEquals(1, vm.gridProperty().get().rows().size());
        assertEquals(AttributeValue.s("mov#tt1375666"), vm.gridProperty().get().rows().get(0).value("pk"));
        // The Sandbox reports no capacity: the line says so rather than leaving it out.
        assertTrue(vm.runs().summaryProperty().get().matches("1 item · 0.5 RCU · \\d+ ms"),
                vm.runs().summaryProperty().get());
    }

    @Test
    void aWriteShowsItsReturnValuesInTheGridUnderTheItemsKey() {
        key("mov#tt9", "mov#tt9");
        vm.kindProperty().set(ItemKind.PUT);
        vm.attributesProperty().set("{\"title\": {\"S\": \"Heat\"}}");
        vm.runCommand().execute();
        assertTrue(vm.gridProperty().get().rows().isEmpty(), "ReturnValues NONE returns nothing");
        assertTrue(vm.runs().summaryProperty().get().matches("done · [0-9.]+ WCU · \\d+ ms"), vm.runs().summaryProperty().get());
        vm.kindProperty().set(ItemKind.UPDATE);
        vm.actions().setAll(new UpdateRow(UpdateRow.Verb.SET, "title", "Heat (1995)"));
        vm.returnValuesProperty().set(ReturnValues.UPDATED_NEW);
        vm.runCommand().execute();
        var row = vm.gridProperty().get().rows().get(0);
        assertEquals(AttributeValue.s("Heat (1995)"), row.value("title"));
        assertEquals(AttributeValue.s("mov#tt9"), row.value("pk"), "the key places the row");
        assertFalse(vm.resultJsonProperty().get().contains("pk"), "the JSON is what came back");
    }

    @Test
    void anUpdateEditedAsJsonFillsTheFormAndTheFormBuildsTheSameRequest() {
        vm.kindProperty().set(ItemKind.UPDATE);
        vm.editJson("""
                {"TableName": "Movies", "Key": {"pk": {"S": "mov#tt1"}, "sk": {"S": "mov#tt1"}},
                 "UpdateExpression": "SET #t = :t, runtimeMinutes = :r REMOVE #s ADD #c :one",
                 "ConditionExpression": "attribute_exists(pk) AND #t <> :t",
                 "ExpressionAttributeNames": {"#t": "title", "#s": "status", "#c": "views"},
                 "ExpressionAttributeValues": {":t": {"S": "Heat"}, ":r": {"N": "170"}, ":one": {"N": "1"}},
                 "ReturnValues": "ALL_NEW"}""");
        assertEquals("", vm.noteProperty().get());
        assertEquals(List.of("mov#tt1", "mov#tt1"), vm.keyFields().stream().map(f -> f.valueProperty().get()).toList());
        assertEquals(List.of(new UpdateRow(UpdateRow.Verb.SET, "title", "Heat"),
                new UpdateRow(UpdateRow.Verb.SET, "runtimeMinutes", "170"),
                new UpdateRow(UpdateRow.Verb.REMOVE, "status", ""),
                new UpdateRow(UpdateRow.Verb.ADD, "views", "1")), vm.actions());
        assertEquals(List.of(FilterRow.of("pk", FilterOp.EXISTS, ""), FilterRow.of("title", FilterOp.NE, "Heat")),
                vm.condition());
        assertEquals(ReturnValues.ALL_NEW, vm.returnValuesProperty().get());
        assertTrue(vm.jsonProperty().get().contains("\"#t\": \"title\""), "the JSON stays as typed");

        vm.actions().remove(3); // a form edit writes the form's JSON again
        assertTrue(vm.jsonProperty().get().contains("SET #n0 = :v0, #n1 = :v1 REMOVE #n2"), vm.jsonProperty().get());
    }

    @Test
    void aGetAPutAndADeleteEditedAsJsonFillTheForm() {
        vm.editJson("""
                {"TableName": "Movies", "Key": {"pk": {"S": "mov#tt1375666"}, "sk": {"S": "mov#tt1375666"}},
                 "ProjectionExpression": "title, #y", "ExpressionAttributeNames": {"#y": "releaseYear"},
                 "ConsistentRead": true}""");
        assertEquals("", vm.noteProperty().get());
        assertEquals("title, releaseYear", vm.projectionProperty().get());
        assertTrue(vm.consistentReadProperty().get());
        vm.runCommand().execute();
        assertEquals(1, vm.gridProperty().get().rows().size());

        vm.kindProperty().set(ItemKind.PUT);
        vm.editJson("""
                {"TableName": "Movies", "Item": {"pk": {"S": "mov#tt9"}, "sk": {"S": "mov#tt9"},
                 "title": {"S": "Heat"}}, "ConditionExpression": "attribute_not_exists(pk)"}""");
        assertEquals("", vm.noteProperty().get());
        assertEquals("mov#tt9", vm.keyFields().get(1).valueProperty().get());
        assertTrue(vm.attributesProperty().get().contains("\"Heat\""), vm.attributesProperty().get());
        assertEquals(List.of(FilterRow.of("pk", FilterOp.NOT_EXISTS, "")), vm.condition());

        vm.kindProperty().set(ItemKind.DELETE);
        vm.editJson("""
                {"TableName": "Movies", "Key": {"pk": {"S": "mov#tt9"}, "sk": {"S": "mov#tt9"}},
                 "ReturnValues": "ALL_OLD"}""");
        assertEquals("", vm.noteProperty().get());
        assertEquals(ReturnValues.ALL_OLD, vm.returnValuesProperty().get());
        assertTrue(vm.condition().isEmpty());
    }

    @Test
    void whatTheFormCannotHoldRunsAsWrittenAndWhatDoesNotParseSaysWhy() {
        key("mov#tt1375666", "mov#tt1375666");
        vm.kindProperty().set(ItemKind.UPDATE);
        vm.editJson("""
                {"TableName": "Movies", "Key": {"pk": {"S": "mov#tt1375666"}, "sk": {"S": "mov#tt1375666"}},
                 "UpdateExpression": "SET runtimeMinutes = runtimeMinutes + :one",
                 "ExpressionAttributeValues": {":one": {"N": "1"}}, "ReturnValues": "UPDATED_NEW"}""");
        assertEquals("edited as JSON: the form cannot show this request; it runs as written", vm.noteProperty().get());
        assertTrue(vm.actions().isEmpty(), "the form is left alone");
        vm.runCommand().execute();
        assertEquals("", vm.runs().errorProperty().get());
        assertEquals(AttributeValue.n("149"), vm.gridProperty().get().rows().get(0).value("runtimeMinutes"));

        vm.editJson("{\"TableName\": \"Movies\"}");
        assertTrue(vm.noteProperty().get().startsWith("the JSON is not a update-item request: "), vm.noteProperty().get());
        assertFalse(vm.runCommand().isExecutable());
    }

    @Test
    void aRunOfTheHistoryComesBackIntoTheForm() {
        key("mov#tt1375666", "mov#tt1375666");
        vm.projectionProperty().set("title");
        vm.runCommand().execute();
        vm.kindProperty().set(ItemKind.DELETE);
        vm.keyFields().get(0).valueProperty().set("x");
        vm.recall(vm.runs().history().get(0));
        assertEquals(ItemKind.GET, vm.kindProperty().get());
        assertEquals("mov#tt1375666", vm.keyFields().get(0).valueProperty().get());
        assertEquals("title", vm.projectionProperty().get());
        assertEquals("", vm.noteProperty().get());
    }

    @Test
    void reservedWordsAndOddNamesInActionsAndConditionsGoThroughPlaceholders() {
        key("mov#tt1375666", "mov#tt1375666");
        vm.kindProperty().set(ItemKind.UPDATE);
        vm.actions().setAll(new UpdateRow(UpdateRow.Verb.SET, "name", "Inception"),
                new UpdateRow(UpdateRow.Verb.SET, "odd-name.with dots", "1"),
                new UpdateRow(UpdateRow.Verb.REMOVE, "status", ""));
        vm.condition().setAll(FilterRow.of("status", FilterOp.NOT_EXISTS, ""),
                new FilterRow(true, "name", FilterOp.BEGINS_WITH, "Inc", ""));
        vm.returnValuesProperty().set(ReturnValues.ALL_NEW);
        UpdateItemRequest u = ((ItemRequest.Update) vm.request().orElseThrow()).request();
        assertEquals("SET #n0 = :v0, #n1 = :v1 REMOVE #n2", u.update());
        assertEquals("attribute_not_exists(#n2) OR begins_with(#n0, :v2)", u.condition());
        assertEquals(java.util.Map.of("#n0", "name", "#n1", "odd-name.with dots", "#n2", "status"), u.expr().names());
        vm.runCommand().execute();
        assertEquals("", vm.runs().errorProperty().get());
        var row = vm.gridProperty().get().rows().get(0);
        assertEquals(AttributeValue.s("Inception"), row.value("name"));
        assertEquals(AttributeValue.s("1"), row.value("odd-name.with dots"), "one attribute, not a path");

        vm.kindProperty().set(ItemKind.DELETE);
        vm.condition().setAll(FilterRow.of("size", FilterOp.EQ, "1"));
        assertEquals("#n0 = :v0", ((ItemRequest.Delete) vm.request().orElseThrow()).request().condition());
    }
}
