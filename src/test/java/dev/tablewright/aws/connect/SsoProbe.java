package dev.tablewright.aws.connect;

import dev.tablewright.model.DataModel;
import java.util.List;

/**
 * Run in a child JVM whose HOME is a temporary folder (the SDK finds the SSO token cache under
 * {@code $HOME/.aws/sso/cache}, and the environment cannot change inside a JVM): tests each profile
 * named on the command line and prints the answer, one line each.
 */
public final class SsoProbe {
    private SsoProbe() {
    }

    public static void main(String[] profiles) {
        ConnectionTester tester = new ConnectionTester(() -> DataModel.of("m", List.of()), CallLimits.TEST);
        for (String profile : profiles) {
            ConnectionTester.Result r = tester.test(Connection.aws(profile, profile, ""));
            System.out.println(profile + "|" + r.ok() + "|" + r.message());
        }
    }
}
