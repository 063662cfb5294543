package dev.tablewright.ui.operations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.format.samples.SampleModels;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import org.junit.jupiter.api.Test;

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
        vm.actions().setAll(new UpdateAction(UpdateAction.Verb.SET, "title", "Heat (1995)"),
                new UpdateAction(UpdateAction.Verb.ADD, "runtimeMinutes", "1"),
                new UpdateAction(UpdateAction.Verb.SET, "director", "Michael Mann"));
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
        vm.actions().setAll(new UpdateAction(UpdateAction.Verb.SET, "sk", "x"));
        assertEquals("sk is part of the key: an update cannot change it", vm.noteProperty().get());
        vm.kindProperty().set(ItemKind.PUT);
        vm.attributesProperty().set("{\"title\": \"Heat\"}");
        assertTrue(vm.noteProperty().get().startsWith("item"), vm.noteProperty().get());
        assertFalse(vm.runCommand().isExecutable());
    }
}
