package dev.tablewright.ui.connections;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.format.samples.SampleModels;
import dev.tablewright.model.DataModel;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.Test;

class ActiveGatewayTest {

    @Test
    void theSandboxFollowsTheModelAndAnotherConnectionReplacesIt() {
        DataModel movies = SampleModels.read("movies-actors.json").model().orElseThrow();
        SimpleObjectProperty<Connection> active = new SimpleObjectProperty<>(Connection.SANDBOX);
        SimpleObjectProperty<DataModel> model = new SimpleObjectProperty<>(movies);
        try (ActiveGateway gateway = new ActiveGateway()) {
            gateway.follow(active, model);
            Gateway first = gateway.get();
            assertSame(first, gateway.get(), "nothing changed: the same gateway");
            int items = first.scan(ScanRequest.of("Movies")).count();
            model.set(movies.withTable("Movies", t -> t.withEntities(t.entities().subList(0, 1))));
            Gateway edited = gateway.get();
            assertNotSame(first, edited, "an edit shows in the next run");
            assertEquals(true, edited.scan(ScanRequest.of("Movies")).count() < items);
            active.set(Connection.localEndpoint("Nowhere", "http://localhost:1").withReadOnly(true));
            Gateway local = gateway.get();
            assertNotSame(edited, local);
            assertThrows(DynamoException.class, () -> local.putItem(null), "read-only: refused before anything is sent");
        }
    }

    @Test
    void theSandboxNeedsAModel() {
        try (ActiveGateway gateway = new ActiveGateway()) {
            gateway.follow(new SimpleObjectProperty<>(Connection.SANDBOX), new SimpleObjectProperty<>(null));
            assertThrows(IllegalStateException.class, gateway::get);
        }
    }
}
