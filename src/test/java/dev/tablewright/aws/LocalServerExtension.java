package dev.tablewright.aws;

import dev.tablewright.aws.settings.SettingChange;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * DynamoDB Local over HTTP for one test class: started before its first test, closed after its last.
 * {@code @RegisterExtension static final LocalServerExtension local = new LocalServerExtension();}
 */
public final class LocalServerExtension implements BeforeAllCallback, AfterAllCallback {
    private LocalServer server;

    @Override
    public void beforeAll(ExtensionContext context) {
        server = LocalServer.start();
    }

    @Override
    public void afterAll(ExtensionContext context) {
        if (server != null) {
            server.close();
            server = null;
        }
    }

    public String endpoint() {
        return server.endpoint();
    }

    public Gateway gateway() {
        return server.gateway();
    }

    /** Deletes every table, turning deletion protection off first: Local enforces it as DynamoDB does. */
    public void dropAllTables() {
        dropAll(gateway());
    }

    public static void dropAll(Gateway g) {
        for (String t : g.listTables()) {
            g.changeSetting(t, new SettingChange.DeletionProtection(false));
            g.deleteTable(t);
        }
    }
}
