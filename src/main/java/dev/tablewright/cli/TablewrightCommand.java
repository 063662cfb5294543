package dev.tablewright.cli;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The top-level command: {@code java -jar tablewright.jar <command>}; with no command, the app opens. */
@Command(name = "tablewright", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {"Design DynamoDB single-table models.",
                "With no command (or just a model file), the desktop app opens."},
        subcommands = {ValidateCommand.class, PatternsCommand.class, ConvertCommand.class, InfoCommand.class, PivotCommand.class, QueryCommand.class,
                TablesCommand.class, RunCommand.class, CommitCommand.class, ReverseCommand.class,
                GenerateCommand.class, DiffCommand.class, ExportCommand.class, ImportCommand.class, MigrateCommand.class,
                dev.tablewright.cli.bench.BenchCommand.class,
                CommandLine.HelpCommand.class})
public final class TablewrightCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** Runs the command line in this process and returns its exit code. */
    public static int execute(String... args) {
        OutOfMemory.onEveryThread(args.length > 0 && !args[0].startsWith("-") ? "tablewright " + args[0] : "tablewright");
        return newCommandLine().execute(args);
    }

    public static CommandLine newCommandLine() {
        CommandLine cl = new CommandLine(new TablewrightCommand());
        cl.setExecutionExceptionHandler(new FriendlyExceptionHandler());
        cl.setExecutionStrategy(new OutOfMemory(cl.getExecutionStrategy()));
        cl.setParameterExceptionHandler(new UnknownCommandHandler(cl.getParameterExceptionHandler()));
        return cl;
    }

    /**
     * True when the app should open: no arguments, or a first argument that is an existing file and
     * not a command. Anything else goes to the command line, which explains a mistyped command or a
     * missing file.
     */
    public static boolean opensApp(String... args) {
        if (args.length == 0) {
            return true;
        }
        String first = args[0];
        return !first.startsWith("-") && !newCommandLine().getSubcommands().containsKey(first) && isFile(first);
    }

    private static boolean isFile(String argument) {
        try {
            return Files.isRegularFile(Path.of(argument));
        } catch (InvalidPathException e) {
            return false;
        }
    }
}
