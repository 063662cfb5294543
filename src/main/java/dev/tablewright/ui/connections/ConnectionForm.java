package dev.tablewright.ui.connections;

import dev.tablewright.aws.connect.Connection;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The fields of the add/edit dialog, one property each, and what keeps them from making a
 * connection ({@link #problem()}, empty when none). The Sandbox is not a kind one can add.
 */
public final class ConnectionForm {
    /** The kinds a user can add: every one but the Sandbox, which is always there. */
    public static final List<Connection.Kind> KINDS = List.of(Connection.Kind.LOCAL_ENDPOINT,
            Connection.Kind.LOCAL_STARTED, Connection.Kind.AWS);

    private final StringProperty name = new SimpleStringProperty("");
    private final ObjectProperty<Connection.Kind> kind = new SimpleObjectProperty<>(Connection.Kind.LOCAL_ENDPOINT);
    private final StringProperty endpoint = new SimpleStringProperty(Connection.DEFAULT_ENDPOINT);
    private final StringProperty jarFolder = new SimpleStringProperty("");
    private final StringProperty profile = new SimpleStringProperty("");
    private final StringProperty region = new SimpleStringProperty("");
    private final StringProperty roleArn = new SimpleStringProperty("");
    private final BooleanProperty readOnly = new SimpleBooleanProperty(false);
    private final StringBinding problem;

    ConnectionForm() {
        problem = Bindings.createStringBinding(() -> toConnection().problem().orElse(""), name, kind, endpoint,
                jarFolder, profile, region, roleArn, readOnly);
    }

    /** Shows a connection to edit. */
    void fill(Connection c) {
        name.set(c.name());
        kind.set(c.kind());
        endpoint.set(c.endpoint());
        jarFolder.set(c.jarFolder());
        profile.set(c.profile());
        region.set(c.region());
        roleArn.set(c.roleArn());
        readOnly.set(c.readOnly());
    }

    /** The connection the fields describe; fields of other kinds are left out, so nothing stale is stored. */
    public Connection toConnection() {
        Connection.Kind k = kind.get() == null ? Connection.Kind.LOCAL_ENDPOINT : kind.get();
        boolean aws = k == Connection.Kind.AWS;
        return new Connection(name.get(), k, k == Connection.Kind.LOCAL_ENDPOINT ? endpoint.get() : "",
                k == Connection.Kind.LOCAL_STARTED ? jarFolder.get() : "", aws ? profile.get() : "", region.get(),
                aws ? roleArn.get() : "", readOnly.get());
    }

    public StringProperty nameProperty() {
        return name;
    }

    public ObjectProperty<Connection.Kind> kindProperty() {
        return kind;
    }

    public StringProperty endpointProperty() {
        return endpoint;
    }

    public StringProperty jarFolderProperty() {
        return jarFolder;
    }

    public StringProperty profileProperty() {
        return profile;
    }

    public StringProperty regionProperty() {
        return region;
    }

    public StringProperty roleArnProperty() {
        return roleArn;
    }

    public BooleanProperty readOnlyProperty() {
        return readOnly;
    }

    /** Why the fields make no connection yet ("" when they do). */
    public StringBinding problem() {
        return problem;
    }
}
