package dev.tablewright.cli;

import dev.tablewright.cli.options.LiveOptions;
import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.aws.sdk.SdkDescribe;
import dev.tablewright.aws.sdk.SdkEndpoint;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.TableDesign;
import dev.tablewright.format.ReadResult;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * What a command talks to: the Sandbox over a model's sample data, or a live endpoint. Tables are
 * described from the model, or by DescribeTable on the live endpoint.
 */
final class Target implements AutoCloseable {
    private final Gateway gateway;
    private final DataModel model;
    private final SdkEndpoint endpoint;

    private Target(Gateway gateway, DataModel model, SdkEndpoint endpoint) {
        this.gateway = gateway;
        this.model = model;
        this.endpoint = endpoint;
    }

    /**
     * The live endpoint when {@code --endpoint} is given (the model, if any, then only lends its access
     * patterns), else the Sandbox over the model; null when the model could not be read (the problems
     * are printed).
     *
     * @throws IllegalArgumentException when there is neither
     */
    static Target open(Path file, LiveOptions live, PrintWriter err) {
        DataModel model = null;
        if (file != null) {
            ReadResult read = ModelFiles.readOrReport(file, err);
            if (read == null) {
                return null;
            }
            model = read.model().orElseThrow();
        } else if (!live.isLive()) {
            throw new IllegalArgumentException("give a MODEL file, or --endpoint URL for a live table");
        }
        if (!live.isLive()) {
            return new Target(SandboxGateway.of(model), model, null);
        }
        SdkEndpoint endpoint = live.open();
        return new Target(endpoint.gateway(), model, endpoint);
    }

    Gateway gateway() {
        return gateway;
    }

    boolean isLive() {
        return endpoint != null;
    }

    List<String> tableNames() {
        return endpoint == null ? model.tables().stream().map(TableDesign::name).toList() : gateway.listTables();
    }

    /**
     * The named table, or the only one when none is named.
     *
     * @throws IllegalArgumentException naming what exists when there is no such table
     * @throws dev.tablewright.engine.api.DynamoException when the endpoint refuses
     */
    TableDesign table(String name) {
        return describe(name).design();
    }

    /** The table with its item count (the sample items in a model; DynamoDB's figure on a live one). */
    SdkDescribe.Description describe(String name) {
        List<String> names = tableNames();
        String chosen = name != null ? name : names.size() == 1 ? names.get(0) : null;
        if (chosen == null || !names.contains(chosen)) {
            String list = names.isEmpty() ? "(no tables)" : String.join(", ", names);
            throw new IllegalArgumentException(name == null
                    ? "there are " + names.size() + " tables; name one with --table: " + list
                    : "no table '" + name + "'; there are: " + list);
        }
        if (endpoint != null) {
            return endpoint.describe(chosen);
        }
        TableDesign t = model.table(chosen).orElseThrow();
        return new SdkDescribe.Description(t, t.allItems().size(), 0, "SANDBOX");
    }

    /** The model, when a file was given. */
    Optional<DataModel> model() {
        return Optional.ofNullable(model);
    }

    @Override
    public void close() {
        gateway.close();
        if (endpoint != null) {
            endpoint.close();
        }
    }
}
